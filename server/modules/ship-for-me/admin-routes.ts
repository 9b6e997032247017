// The staff's side of enquiries (Admin sessions of the tenant only; anyone else's session gets 404): the
// list, answering with a method and an expected weight (the fee by the waybill's rules) and refusing. The
// same services are `npm run ops -- enquiry-…` commands (server/cli/ship-for-me.ts).
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { eq, inArray } from 'drizzle-orm';
import type { Locale } from '../../../lib/contract/constants.ts';
import { EnquiryCloseInputSchema, EnquirySchema, EnquiryStaffAnswerSchema } from '../../../lib/contract/schemas/ship-for-me.ts';
import type { Db } from '../../db/client.ts';
import { memberProfiles, users } from '../../db/schema/index.ts';
import { jsonContent, type AppEnv } from '../../http.ts';
import { emptyToUndefined } from '../../kernel/list.ts';
import { conflict, IdParam, jsonBody, routeFamily } from '../../kernel/route.ts';
import { createRouter } from '../../kernel/router.ts';
import { answerEnquiry, closeEnquiry, staffEnquiries } from './enquiries.ts';
import { enquiriesWire, type EnquiryRow } from './enquiry-wire.ts';

const A = '/admin/ship-for-me/enquiries';
const staff = routeFamily('admin', ['Ship-for-me'], 'Not an enquiry of the tenant');

const StaffEnquirySchema = EnquirySchema.extend({ userId: z.string(), userName: z.string(), memberCode: z.string().nullable() }).openapi(
  'ShipForMeStaffEnquiry',
);
const StaffEnquiryListSchema = z.object({ totalCount: z.number().int(), items: z.array(StaffEnquirySchema) }).openapi('ShipForMeStaffEnquiryList');

const r = {
  list: staff.list(
    A,
    'The tenant’s enquiries for staff (one status or all), newest first, at most 200',
    z.object({ status: z.preprocess(emptyToUndefined, z.coerce.number().int().optional()) }),
    jsonContent(StaffEnquiryListSchema, 'Enquiries'),
  ),
  answer: staff.route({
    method: 'post',
    path: `${A}/{id}/answer`,
    summary: 'Answer an open enquiry: a method and the expected weight (kg); the fee follows the waybill’s rules (Open → Answered)',
    request: { params: IdParam, body: jsonBody(EnquiryStaffAnswerSchema) },
    responses: {
      200: jsonContent(StaffEnquirySchema, 'Answered'),
      ...staff.notFound,
      ...conflict('ENQUIRY_NOT_OPEN, METHOD_UNAVAILABLE (details: the blocks)'),
    },
  }),
  close: staff.route({
    method: 'post',
    path: `${A}/{id}/close`,
    summary: 'Refuse an open or answered enquiry with a reason: its goods go back to the customer’s cart',
    request: { params: IdParam, body: jsonBody(EnquiryCloseInputSchema) },
    responses: { 200: jsonContent(StaffEnquirySchema, 'Closed'), ...staff.notFound, ...conflict('ENQUIRY_NOT_CLOSABLE') },
  }),
};

/** Enquiries as staff see them: with the customer's user name and member code. */
export async function staffEnquiryWire(db: Db, tenantId: string, rows: EnquiryRow[], locale: Locale) {
  const wire = await enquiriesWire(db, tenantId, rows, locale);
  const ids = [...new Set(rows.map((row) => row.userId))];
  const people = ids.length
    ? await db
        .select({ id: users.id, userName: users.userName, memberCode: memberProfiles.memberCode })
        .from(users)
        .leftJoin(memberProfiles, eq(memberProfiles.userId, users.id))
        .where(inArray(users.id, ids))
    : [];
  return wire.map((item, i) => {
    const who = people.find((p) => p.id === rows[i].userId);
    return { ...item, userId: rows[i].userId, userName: who?.userName ?? '', memberCode: who?.memberCode ?? null };
  });
}

const one = async (c: Context<AppEnv>, row: EnquiryRow) => c.json((await staffEnquiryWire(c.get('db'), row.tenantId, [row], c.get('locale')))[0], 200);

export const adminShipForMeRoutes = createRouter()
  .openapi(r.list, async (c) => {
    const rows = await staffEnquiries(c.get('db'), c.get('tenantId'), c.req.valid('query').status);
    return c.json({ totalCount: rows.length, items: await staffEnquiryWire(c.get('db'), c.get('tenantId'), rows, c.get('locale')) }, 200);
  })
  .openapi(r.answer, async (c) => one(c, await answerEnquiry(c.get('db'), c.get('tenantId'), c.req.valid('param').id, c.req.valid('json'))))
  .openapi(r.close, async (c) => one(c, await closeEnquiry(c.get('db'), c.get('tenantId'), null, c.req.valid('param').id, c.req.valid('json').reason)));
