// Helpers of the transhipment-order tests: a member with a forecast (or arrived) parcel, the order calls
// through the API, and the warehouse receiving the parcel.
import { ParcelStatus } from '../../../lib/contract/enums.ts';
import { call, type TestContext } from '../../test/harness.ts';
import { methodId, shipper, stockParcel, type Shipper } from '../combined-order/test-helpers.ts';
import { arriveParcel } from '../warehouse/parcel-actions.ts';

export interface Forwarder extends Shipper {
  parcelId: string;
  trackingNumber: string;
}

/** A member with a US address, money in the wallet and one parcel: forecast (default) or in stock. */
export async function forwarder(ctx: TestContext, opts: { host?: string; wallet?: number; arrived?: boolean } = {}): Promise<Forwarder> {
  const m = await shipper(ctx, { host: opts.host, wallet: opts.wallet, parcels: 0 });
  const parcel = await stockParcel(ctx, m, { status: opts.arrived ? ParcelStatus.Inbound : ParcelStatus.NotArrival });
  return { ...m, parcelIds: [parcel.id], parcelId: parcel.id, trackingNumber: parcel.trackingNumber };
}

export function orderApi(ctx: () => TestContext, m: { token: string; host: string }, lang = 'en') {
  const send = (method: string, path: string, json?: unknown, key?: string) =>
    call(ctx().app, `/api${path}`, { token: m.token, host: m.host, lang, method, json, headers: key ? { 'idempotency-key': key } : {} });
  return {
    parcels: () => send('GET', '/u/order/transhipmentParcels'),
    draft: (input: Record<string, unknown>) => send('POST', '/u/order/transhipmentOrderFee', input),
    submit: (input: Record<string, unknown>, key?: string) => send('POST', '/u/order/transhipmentOrder', input, key),
    list: (query = '') => send('GET', `/u/order/transhipmentOrder${query}`),
    detail: (id: string) => send('GET', `/u/order/transhipmentOrderDetail/${id}`),
    editValues: (id: string) => send('GET', `/u/order/transhipmentOrder/${id}`),
    edit: (id: string, input: Record<string, unknown>, key?: string) => send('PUT', `/u/order/transhipmentOrder/${id}`, input, key),
    notes: (id: string) => send('GET', `/u/order/orderNotes/${id}`),
    addNote: (id: string, text: string) => send('POST', `/u/order/orderNotes/${id}`, { text }),
    quantity: () => send('GET', '/u/order/orderStatusQuantity'),
    groups: () => send('GET', '/u/order/statusGroupItems'),
    sign: (id: string, review?: Record<string, unknown>) => send('PUT', `/u/order/${id}/completedSignFor`, review ?? {}),
    cancel: (id: string, reason = 'No longer needed', key?: string) => send('POST', '/u/cancelOrder/cancelOrder', { id, reason }, key),
    pay: (id: string, key?: string) => send('POST', `/u/logistics-management/logistics-order/${id}/pay`, undefined, key),
    send,
  };
}

/** Drafts with the member's address and a method (and an estimated weight for a forecast), then submits that total. */
export async function submitTranshipment(ctx: () => TestContext, m: Forwarder, over: Record<string, unknown> = {}, key?: string) {
  const api = orderApi(ctx, m);
  const base = { parcelId: m.parcelId, addressId: m.addressId, methodId: await methodId(ctx(), m.tenantId), estimatedWeight: 1.2, ...over };
  const draft = await api.draft(base);
  if (draft.status !== 200 || !draft.data.quote) throw new Error(`draft ${draft.status}: ${JSON.stringify(draft.data)}`);
  const submitted = await api.submit({ ...base, expectedTotal: draft.data.quote.total, payNow: true, ...over }, key);
  return { draft: draft.data, submitted };
}

/** The warehouse receives the member's forecast parcel with these measures. */
export const receive = (ctx: TestContext, m: Forwarder, weightGrams = 1200, size: [number, number, number] = [30, 20, 10]) =>
  arriveParcel(ctx.database.db, {
    tenantId: m.tenantId,
    trackingNumber: m.trackingNumber,
    weightGrams,
    lengthCm: size[0],
    widthCm: size[1],
    heightCm: size[2],
  });
