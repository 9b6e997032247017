// Enquiry rows → the wire's Enquiry: its warehouse's name, the address as one line, the goods that were in
// it (found by their history, so a closed enquiry still shows what was asked about) and the staff's answer.
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Locale } from '../../../lib/contract/constants.ts';
import type { Enquiry } from '../../../lib/contract/wire.ts';
import type { Db } from '../../db/client.ts';
import { countries, shipForMeEnquiries, shipForMeGoods, shippingMethods, warehouses } from '../../db/schema/index.ts';
import type { AddressSnapshot } from '../../db/schema/order-json.ts';
import { localName, toDecimal } from '../../kernel/localized.ts';
import { kg } from '../shipping/index.ts';
import { goodsWire } from './goods-wire.ts';

export type EnquiryRow = typeof shipForMeEnquiries.$inferSelect;

/** "Name (+86 138…) · line 1, line 2, city postcode, country". */
export function addressLine(a: AddressSnapshot, countryName: string): string {
  const street = [a.addressLine1, a.addressLine2].filter(Boolean).join(', ');
  const place = [a.city, a.postcode].filter(Boolean).join(' ');
  return `${a.recipientName} (+${a.internationalCode} ${a.phone}) · ${[street, place, countryName].filter(Boolean).join(', ')}`;
}

/** The goods asked about in these enquiries: each good's history names the enquiry it joined. */
async function enquiryGoods(db: Db, tenantId: string, ids: string[]) {
  return db
    .select()
    .from(shipForMeGoods)
    .where(
      and(
        eq(shipForMeGoods.tenantId, tenantId),
        or(...ids.map((id) => sql`${shipForMeGoods.history} @> ${JSON.stringify([{ action: 'enquired', ref: id }])}::jsonb`)),
      ),
    )
    .orderBy(desc(shipForMeGoods.createdAt), desc(shipForMeGoods.id));
}

export async function enquiriesWire(db: Db, tenantId: string, rows: EnquiryRow[], locale: Locale): Promise<Enquiry[]> {
  if (rows.length === 0) return [];
  const houseIds = [...new Set(rows.map((r) => r.warehouseId))];
  const methodIds = [...new Set(rows.flatMap((r) => (r.answerMethodId ? [r.answerMethodId] : [])))];
  const codes = [...new Set(rows.map((r) => r.address.countryCode))];
  const [houses, methods, lands, goodsRows] = await Promise.all([
    db
      .select({ id: warehouses.id, nameZh: warehouses.nameZh, nameEn: warehouses.nameEn })
      .from(warehouses)
      .where(and(eq(warehouses.tenantId, tenantId), inArray(warehouses.id, houseIds))),
    methodIds.length
      ? db
          .select({ id: shippingMethods.id, nameZh: shippingMethods.nameZh, nameEn: shippingMethods.nameEn })
          .from(shippingMethods)
          .where(and(eq(shippingMethods.tenantId, tenantId), inArray(shippingMethods.id, methodIds)))
      : [],
    db.select({ code: countries.code, nameZh: countries.nameZh, nameEn: countries.nameEn }).from(countries).where(inArray(countries.code, codes)),
    enquiryGoods(
      db,
      tenantId,
      rows.map((r) => r.id),
    ),
  ]);
  const goods = await goodsWire(db, tenantId, goodsRows, locale);
  const goodById = new Map(goods.map((g) => [g.id, g]));
  const name = <T extends { id: string; nameZh: string; nameEn: string }>(list: T[], id: string | null) =>
    localName(
      locale,
      list.find((x) => x.id === id),
    ) ?? '';
  return rows.map((r) => {
    const country = lands.find((c) => c.code === r.address.countryCode);
    const mine = goodsRows.filter((g) => g.history.some((h) => h.action === 'enquired' && h.ref === r.id)).map((g) => goodById.get(g.id)!);
    const answered = r.answeredAt && r.answerMethodId && r.answerWeightGrams !== null && r.answerTotal !== null;
    return {
      id: r.id,
      status: r.status,
      warehouseId: r.warehouseId,
      warehouseName: name(houses, r.warehouseId),
      addressId: r.addressId,
      addressText: addressLine(r.address, localName(locale, country) ?? r.address.countryCode),
      remark: r.remark,
      goods: mine,
      answer: answered
        ? {
            methodId: r.answerMethodId!,
            methodName: name(methods, r.answerMethodId),
            estimatedWeight: kg(r.answerWeightGrams!),
            total: toDecimal(r.answerTotal!),
            currency: r.answerCurrency ?? '',
            note: r.answerNote,
            answeredAt: r.answeredAt!.toISOString(),
          }
        : null,
      closedReason: r.closedReason,
      orderId: r.orderId,
      createdAt: r.createdAt.toISOString(),
    };
  });
}
