import { z } from '@hono/zod-openapi';
import { NOTIFICATION_EVENTS } from '../../../lib/contract/enums.ts';
import { MemberSchema, NotificationSettingsSchema, StatusCountsSchema, UserCenterSchema } from '../../../lib/contract/schemas/account.ts';
import { OrderKind } from '../../../lib/contract/enums.ts';
import { errorResponse, jsonContent } from '../../http.ts';
import { changePassword, issueLoginCode } from '../passport/index.ts';
import { ListQuerySchema } from '../../kernel/list.ts';
import { createRouter, jsonOrForm, jsonOrFormBody } from '../../kernel/router.ts';
import { getNotificationSettings, memberDetail, memberTagList, updateMember, updateNotificationSettings, userCenter } from './service.ts';
import { defineRoute } from '../../kernel/route.ts';
import { combinedOrderStatusCounts } from '../combined-order/index.ts';
import { parcelStatusCounts } from '../parcels/index.ts';

const UpdateMemberSchema = z
  .object({
    name: z.string().max(64, { message: 'fieldTooLong' }).nullable().optional(),
    email: z.string().max(256).nullable().optional(),
    phone: z.string().max(32).nullable().optional(),
    international_code: z.string().max(8).nullable().optional(),
    code: z.string().max(16).nullable().optional(),
    email_code: z.string().max(16).nullable().optional(),
    phone_code: z.string().max(16).nullable().optional(),
  })
  .openapi('UpdateMemberRequest');

const ChangePasswordSchema = z
  .object({
    oldPassword: z.string().min(1).max(64),
    newPassword: z.string().max(64),
    confirmPassword: z.string().max(64),
  })
  .openapi('ChangePasswordRequest');

const NotificationUpdateSchema = z
  .object({
    items: z
      .array(
        z.object({
          event: z.enum(NOTIFICATION_EVENTS),
          site: z.boolean().optional(),
          email: z.boolean().optional(),
          sms: z.boolean().optional(),
        }),
      )
      .max(NOTIFICATION_EVENTS.length * 2),
  })
  .openapi('NotificationSettingsUpdate');

const TagListSchema = z
  .object({ totalCount: z.number(), items: z.array(z.object({ id: z.number(), name: z.string(), color: z.string().nullable() })) })
  .openapi('MemberTagList');

const signedIn = { tags: ['Account'] };

const getUserRoute = defineRoute('customer', {
  ...signedIn,
  method: 'get',
  path: '/u/user',
  summary: 'The signed-in member',
  responses: { 200: jsonContent(MemberSchema, 'Member') },
});
const putUserRoute = defineRoute('customer', {
  ...signedIn,
  method: 'put',
  path: '/u/user',
  summary: 'Change name; each new phone or e-mail needs the code sent to it (purpose change-contact): email_code / phone_code, or code when one changes',
  request: { body: jsonOrFormBody(UpdateMemberSchema) },
  responses: { 200: jsonContent(MemberSchema, 'Member'), 400: errorResponse('Invalid request or code') },
});
const changePasswordRoute = defineRoute('customer', {
  ...signedIn,
  method: 'post',
  path: '/u/user/change-password',
  summary: 'Change the password; ends the member’s other sessions',
  request: { body: jsonOrFormBody(ChangePasswordSchema) },
  responses: { 200: jsonContent(z.object({}), 'Changed'), 400: errorResponse('Invalid request') },
});
const loginCodeRoute = defineRoute('customer', {
  ...signedIn,
  method: 'post',
  path: '/u/user/login-code',
  summary: 'Issue a one-time login code (10 characters, 5 minutes) for POST /passport-management/login-by-code',
  responses: { 200: jsonContent(z.object({ loginCode: z.string(), expiresAt: z.string() }), 'Issued') },
});

const notificationGet = (path: string) =>
  defineRoute('customer', {
    ...signedIn,
    method: 'get',
    path,
    summary: 'Notification settings (events × channels site/email/sms)',
    responses: { 200: jsonContent(NotificationSettingsSchema, 'Settings') },
  });
const notificationPut = (path: string) =>
  defineRoute('customer', {
    ...signedIn,
    method: 'put',
    path,
    summary: 'Change notification settings (partial: only the given events and channels)',
    request: { body: { content: { 'application/json': { schema: NotificationUpdateSchema } }, required: true } },
    responses: { 200: jsonContent(NotificationSettingsSchema, 'Settings'), 400: errorResponse('Invalid request') },
  });

const statusGroupItemsRoute = defineRoute('customer', {
  ...signedIn,
  method: 'get',
  path: '/user/statusGroupItems',
  summary: 'Counts by status of the member’s parcels (type=10, default) or waybills (type=20)',
  request: { query: z.object({ type: z.coerce.number().int().optional() }) },
  responses: { 200: jsonContent(StatusCountsSchema, 'Counts') },
});
const statusGroupRoute = (path: string, kind: string) =>
  defineRoute('customer', {
    ...signedIn,
    method: 'post',
    path,
    summary: `Counts by status of the member’s ${kind}`,
    responses: { 200: jsonContent(StatusCountsSchema, 'Counts') },
  });
const tagListRoute = defineRoute('customer', {
  ...signedIn,
  method: 'post',
  path: '/u/user/tag/list',
  summary: 'The member’s tags',
  request: { body: { content: { 'application/json': { schema: ListQuerySchema } }, required: false } },
  responses: { 200: jsonContent(TagListSchema, 'Tags') },
});
const centerRoute = defineRoute('customer', {
  ...signedIn,
  method: 'get',
  path: '/u/user/center',
  summary: 'User-centre summary: member, wallet balance, points, usable coupons, parcel and waybill counts',
  responses: { 200: jsonContent(UserCenterSchema, 'Summary') },
});

export const accountRoutes = createRouter()
  .openapi(getUserRoute, async (c) => c.json(await memberDetail(c.get('db'), c.get('user'), c.get('locale')), 200))
  .openapi(putUserRoute, async (c) => {
    const db = c.get('db');
    const user = await updateMember(db, c.get('user'), jsonOrForm<z.infer<typeof UpdateMemberSchema>>(c));
    return c.json(await memberDetail(db, user, c.get('locale')), 200);
  })
  .openapi(changePasswordRoute, async (c) => {
    await changePassword(c.get('db'), c.get('user'), c.get('sessionId'), jsonOrForm<z.infer<typeof ChangePasswordSchema>>(c));
    return c.json({}, 200);
  })
  .openapi(loginCodeRoute, async (c) => c.json(await issueLoginCode(c.get('db'), c.get('user')), 200))
  .openapi(notificationGet('/user/notification/settings'), async (c) => c.json(await getNotificationSettings(c.get('db'), c.get('user'), c.get('locale')), 200))
  .openapi(notificationGet('/u/user/notification/settings'), async (c) =>
    c.json(await getNotificationSettings(c.get('db'), c.get('user'), c.get('locale')), 200),
  )
  .openapi(notificationPut('/user/notification/settings'), async (c) => {
    await updateNotificationSettings(c.get('db'), c.get('user'), c.req.valid('json').items);
    return c.json(await getNotificationSettings(c.get('db'), c.get('user'), c.get('locale')), 200);
  })
  .openapi(notificationPut('/u/user/notification/settings'), async (c) => {
    await updateNotificationSettings(c.get('db'), c.get('user'), c.req.valid('json').items);
    return c.json(await getNotificationSettings(c.get('db'), c.get('user'), c.get('locale')), 200);
  })
  .openapi(statusGroupItemsRoute, async (c) => {
    const count = c.req.valid('query').type === OrderKind.CombinedOrder ? combinedOrderStatusCounts : parcelStatusCounts;
    return c.json(await count(c.get('db'), c.get('user'), c.get('locale')), 200);
  })
  .openapi(statusGroupRoute('/u/ship-for-me/parcel/status-group', 'parcels'), async (c) =>
    c.json(await parcelStatusCounts(c.get('db'), c.get('user'), c.get('locale')), 200),
  )
  .openapi(statusGroupRoute('/u/ship-for-me/combined-order/status-group', 'waybills (combined orders)'), async (c) =>
    c.json(await combinedOrderStatusCounts(c.get('db'), c.get('user'), c.get('locale')), 200),
  )
  .openapi(tagListRoute, async (c) => {
    const body = c.req.header('content-type') ? c.req.valid('json') : ListQuerySchema.parse({});
    return c.json(await memberTagList(c.get('db'), c.get('user'), c.get('locale'), ListQuerySchema.parse(body ?? {})), 200);
  })
  .openapi(centerRoute, async (c) => c.json(await userCenter(c.get('db'), c.get('user'), c.get('site'), c.get('locale')), 200));
