// The staff's routes for claims of unclaimed arrivals (Admin sessions of the tenant only): the pending
// claims, and approving or refusing one. A claim is named by the claiming member's forecast (P…).
import { z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { errorResponse, jsonContent, type AppEnv } from '../../http.ts';
import { listQueryFields, optionalText } from '../../kernel/list.ts';
import { defineRoute, IdParam } from '../../kernel/route.ts';
import { ApiError } from '../../errors.ts';
import { approveClaim, CLAIM_REASON_MAX, refuseClaim } from './claim-decisions.ts';
import { pendingClaims } from './pending-claims.ts';
import { StaffParcelSchema } from './staff-schema.ts';
import { staffParcel } from './parcel-list.ts';

const StaffClaimSchema = z
  .object({
    id: z.string().openapi({ description: 'The claiming member’s forecast (P…): approve or refuse by it' }),
    trackingNumber: z.string(),
    userId: z.string(),
    userName: z.string().nullable(),
    memberCode: z.string().nullable(),
    forecastAt: z.string(),
    carrierName: z.string(),
    declaredName: z.string().nullable(),
    declaredValue: z.number(),
    currency: z.string(),
    remark: z.string().nullable(),
    arrival: StaffParcelSchema.openapi({ description: 'The parcel at the warehouse it asks for' }),
  })
  .openapi('StaffParcelClaim');

const base = { tags: ['Admin'] };
const conflict = {
  409: errorResponse('Not pending any more (decided, the parcel went to someone, the forecast was cancelled or changed), or the label names another member'),
};

const listRoute = defineRoute('admin', {
  ...base,
  method: 'get',
  path: '/admin/parcel/claims',
  summary: 'Pending claims: members’ forecasts of numbers that arrived without an owner, oldest first',
  request: {
    query: z.object({
      trackingNumber: optionalText(64),
      maxResultCount: listQueryFields.maxResultCount,
      skipCount: listQueryFields.skipCount,
    }),
  },
  responses: {
    200: jsonContent(z.object({ totalCount: z.number().int(), items: z.array(StaffClaimSchema) }).openapi('StaffParcelClaimList'), 'One page'),
  },
});

const approveRoute = defineRoute('admin', {
  ...base,
  method: 'post',
  path: '/admin/parcel/claims/{id}/approve',
  summary: 'Approve a claim: the member’s forecast becomes the parcel at the warehouse (status, measures, photos, history)',
  description: 'The other members who asked for the same arrival are told it went to its owner.',
  request: { params: IdParam },
  responses: { 200: jsonContent(StaffParcelSchema, 'The member’s parcel'), ...conflict },
});

const refuseRoute = defineRoute('admin', {
  ...base,
  method: 'post',
  path: '/admin/parcel/claims/{id}/refuse',
  summary: 'Refuse a claim with a reason the member reads; the arrival keeps waiting for its owner',
  request: {
    params: IdParam,
    body: {
      content: {
        'application/json': {
          schema: z.object({ reason: z.string().max(CLAIM_REASON_MAX, { message: 'fieldTooLong' }) }).openapi('StaffClaimRefusal'),
        },
      },
      required: true,
    },
  },
  responses: { 200: jsonContent(StaffParcelSchema, 'The member’s forecast'), ...conflict },
});

async function answer(c: Context<AppEnv>, id: string) {
  const parcel = await staffParcel(c.get('db'), c.get('tenantId'), c.get('locale'), id);
  if (!parcel) throw new ApiError(404, 'NotFound', 'parcelNotFound');
  return parcel;
}

/** Adds the claim routes to the staff's parcel router. */
export function addClaimRoutes(router: OpenAPIHono<AppEnv>): void {
  router
    .openapi(listRoute, async (c) => {
      const { trackingNumber, maxResultCount, skipCount } = c.req.valid('query');
      return c.json(await pendingClaims(c.get('db'), c.get('tenantId'), c.get('locale'), { trackingNumber, maxResultCount, skipCount }), 200);
    })
    .openapi(approveRoute, async (c) => {
      const parcel = await approveClaim(c.get('db'), c.get('tenantId'), c.req.valid('param').id);
      return c.json(await answer(c, parcel.id), 200);
    })
    .openapi(refuseRoute, async (c) => {
      const parcel = await refuseClaim(c.get('db'), c.get('tenantId'), c.req.valid('param').id, c.req.valid('json').reason);
      return c.json(await answer(c, parcel.id), 200);
    });
}
