// Pricing a submitted waybill again, with the rules and choices it was submitted with: when parcels are
// added (the estimate) and when the warehouse has weighed the packed box (the final quote). The coupon's
// discount and the points stay what they were when submitted (never more than the new fee).
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { parcels } from '../../db/schema/index.ts';
import { heldBy } from '../coupons/engine.ts';
import { tenantCurrency } from '../funds/ledger.ts';
import { loadCatalog } from '../shipping/service.ts';
import { chosenServices, methodTo, quoteParcels, tenantServices } from './inputs.ts';
import type { WaybillRow } from './machine.ts';
import { priceWith } from './pricing.ts';
import { methodBlocks, withEstimate, type PackedBox } from './quote.ts';
import type { ParcelRow } from '../parcels/wire.ts';
import { methodUnavailable } from './submit.ts';
import type { StoredQuote } from './stored.ts';

export async function waybillParcels(db: Db, order: WaybillRow): Promise<ParcelRow[]> {
  return db
    .select()
    .from(parcels)
    .where(and(eq(parcels.tenantId, order.tenantId), eq(parcels.combinedOrderId, order.id)))
    .orderBy(asc(parcels.inboundAt), asc(parcels.id));
}

export async function requote(tx: Db, order: WaybillRow, rows: ParcelRow[], box?: PackedBox): Promise<StoredQuote> {
  const currency = await tenantCurrency(tx, order.tenantId);
  const cat = await loadCatalog(tx, order.tenantId, currency, 'zh-Hans');
  if (!order.address || !order.methodId) throw methodUnavailable(['NOT_SERVED']);
  const { method, rate } = methodTo(cat, order.methodId, order.address);
  const quoted = withEstimate(await quoteParcels(tx, rows), order.estimatedWeightGrams);
  // The warehouse's weighing decides: a packed box is priced even past a limit the estimate kept to.
  if (!box) {
    const blocks = methodBlocks(method, rate, quoted);
    if (!rate || blocks.length) throw methodUnavailable(blocks);
  }
  if (!rate) throw methodUnavailable(['NOT_SERVED']);
  const usage = await heldBy(tx, order.tenantId, order.id);
  return priceWith(method, rate, {
    parcels: quoted,
    services: chosenServices(await tenantServices(tx, order.tenantId), order.serviceIds),
    currency,
    couponDiscountOn: () => usage?.discount ?? 0,
    points: order.pointsUsed,
    box,
  });
}
