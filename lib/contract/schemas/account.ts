// The member (SPEC section 7 "Account"): profile, notification settings, counts by status, user centre.
import { z } from '@hono/zod-openapi';
import { NOTIFICATION_EVENTS } from '../enums.ts';

export const MemberSchema = z
  .object({
    id: z.string(),
    userName: z.string(),
    name: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    internationalCode: z.string().nullable(),
    memberCode: z.string(),
    levelName: z.string().nullable(),
  })
  .openapi('Member');

export const NotificationSettingSchema = z
  .object({ event: z.enum(NOTIFICATION_EVENTS), name: z.string(), site: z.boolean(), email: z.boolean(), sms: z.boolean() })
  .openapi('NotificationSetting');
export const NotificationSettingsSchema = z.object({ items: z.array(NotificationSettingSchema) }).openapi('NotificationSettings');

export const StatusCountSchema = z.object({ status: z.number(), name: z.string(), count: z.number() }).openapi('StatusCount');
export const StatusCountsSchema = z.array(StatusCountSchema);

export const UserCenterSchema = z
  .object({
    member: MemberSchema.pick({ id: true, userName: true, name: true, memberCode: true, levelName: true }),
    wallet: z.object({ balance: z.number(), currencyCode: z.string(), currencySymbol: z.string() }),
    points: z.number(),
    usableCouponCount: z.number(),
    parcelCounts: StatusCountsSchema,
    waybillCounts: StatusCountsSchema,
  })
  .openapi('UserCenter');
