// What the member's order routes declare alike, here and in transhipment-order (a transhipment order is a
// waybill underneath): the list query and the answers of a submit.
import { z } from '@hono/zod-openapi';
import { errorResponse, jsonContent } from '../../http.ts';
import { optionalText } from '../../kernel/list.ts';
import { conflict } from '../../kernel/route.ts';

/** One status or all, a number, a creation date range, a page (./lists.ts). */
export const OrderListQuery = z.object({
  status: z.coerce.number().int().optional(),
  keyword: optionalText(64),
  from: optionalText(10),
  to: optionalText(10),
  skipCount: z.coerce.number().int().min(0).max(1_000_000).optional(),
  maxResultCount: z.coerce.number().int().min(1).max(100).optional(),
});

/** A submit's answers: the result, invalid fields, the 409 codes it may carry, a parcel or coupon not found. */
export const submitResponses = <S extends z.ZodType>(result: S, invalid: string, conflicts: string) => ({
  200: jsonContent(result, 'Submitted'),
  400: errorResponse(invalid),
  ...conflict(conflicts),
  404: errorResponse('Parcel or coupon not found'),
});
