// Test data in the shapes the reference backend sends (server/modules/ship-for-me goods-wire.ts,
// goods-errors.ts), checked by the contract's schemas. Tests only.
import { AddGoodsResultSchema, GoodDetailSchema, GoodListSchema, GoodSchema } from '@/lib/contract/schemas/ship-for-me';
import { platformOf } from '@/lib/contract/ship-for-me-rules';
import type { Good, GoodDetail } from '@/lib/contract/wire';
import type { ExtensionGood } from '@/tests/fixtures/fake-extension';

export function serverGood(over: Partial<Good> = {}): Good {
  return GoodSchema.parse({
    id: 'G1',
    status: 10,
    source: 'extension',
    platform: 'taobao',
    shopName: 'Cup shop',
    title: 'Tea cup',
    url: 'https://item.taobao.com/item.htm?id=1',
    imageUrl: 'https://img.alicdn.com/cup.jpg',
    spec: 'Blue',
    unitPrice: 12.5,
    currency: 'CNY',
    quantity: 2,
    totalInSiteCurrency: 25,
    siteCurrency: 'CNY',
    declaration: { declaredName: 'Tea cup', goodsTypeId: 'GT1', goodsTypeName: 'General goods', declaredValue: 12.5, currency: 'CNY', quantity: 2 },
    parcelId: null,
    trackingNumber: null,
    enquiryId: null,
    orderId: null,
    createdAt: '2025-03-01T08:00:00.000Z',
    updatedAt: '2025-03-01T08:00:00.000Z',
    ...over,
  });
}

/** The server's answer for a good the extension handed over (`sent`): its declaration prefilled from it, as goods-wire.ts does. */
export function serverGoodOf(sent: ExtensionGood, id: string): Good {
  const { title, imageUrl = null, spec = null, unitPrice, currency, quantity } = sent;
  return GoodSchema.parse({
    ...serverGood({ id }),
    ...sent,
    imageUrl,
    spec,
    platform: platformOf(sent.url),
    totalInSiteCurrency: null,
    declaration: { declaredName: title, goodsTypeId: 'GT1', goodsTypeName: 'General goods', declaredValue: unitPrice, currency, quantity },
  });
}

export function serverGoodDetail(over: Partial<GoodDetail> = {}): GoodDetail {
  return GoodDetailSchema.parse({ ...serverGood(over), history: [{ at: '2025-03-01T08:00:00.000Z', action: 'collected', ref: null }], ...over });
}

export const goodList = (items: Good[], counts = [{ status: 10, count: items.length }]) =>
  GoodListSchema.parse({ items, totalCount: items.length, counts, siteCurrency: 'CNY' });

export const addResult = (items: Good[], added: number, merged: number) => AddGoodsResultSchema.parse({ items, added, merged });

/** The 400 body of goods-errors.ts goodsValidationBody (English). */
export function goodsValidationBody(issues: { member: string; message: string }[]) {
  const validationErrors = issues.map((i) => ({ message: i.message, members: [i.member] }));
  return {
    error: {
      code: 'ValidationError',
      message: `Invalid request: ${validationErrors.map((v) => `${v.members[0]} ${v.message}`).join('; ')}`,
      details: null,
      validationErrors,
    },
  };
}
