// Test support of the waybill submit flow (no tests here): fixtures of the wire shapes it reads (pending-combine
// groups, addresses, drafts) and the rendering of its client islands with the catalog's English texts.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse, type JsonBodyType } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import type { Address } from '@/lib/api/address';
import type { MethodOption, ServiceOption, CombinedOrderDraft, CombinedOrderDraftInput } from '@/lib/api/combined-order';
import type { Parcel, PendingCombineGroup } from '@/lib/api/parcels';
import { myCoupon } from '@/tests/kits/coupons-test-kit';
import { quoteFixture } from '@/tests/kits/combined-order-test-kit';
import en from '@/locales/en.json';
import { server } from '@/tests/msw/server';

export const CNY = { code: 'CNY', symbol: '¥' };

/** The browser's paths of the calls (lib/api: parcels, combined-order). */
export const PATHS = {
  selected: '/api/u/biz/parcel/selected-to-submit',
  draft: '/api/u/combinedOrder/combinedOrderFee',
  submit: '/api/u/combinedOrder',
} as const;

export function parcelFixture(id: string, overrides: Partial<Parcel> = {}): Parcel {
  return {
    id,
    trackingNumber: `SF${id}`,
    carrierCode: 'SF',
    carrierName: 'SF Express',
    warehouseId: 'W1',
    warehouseName: 'Shenzhen warehouse',
    status: 63,
    deliveryMode: 1,
    declaredName: 'T-shirts',
    declaredValue: 100,
    currency: 'CNY',
    isInsurance: false,
    weight: 1.25,
    length: 30,
    width: 20,
    height: 10,
    volumetricWeight: 1,
    thumbnailUrl: null,
    photoCount: 0,
    abnormalReason: null,
    remark: null,
    combinedOrderId: null,
    selectedToSubmit: false,
    selectable: true,
    unselectableReason: null,
    editable: true,
    cancelable: false,
    storage: null,
    claim: null,
    arrivedAt: '2026-03-01T08:00:00.000Z',
    inboundAt: '2026-03-01T09:00:00.000Z',
    createdAt: '2026-02-28T08:00:00.000Z',
    ...overrides,
  };
}

export function groupFixture(warehouseId: string, warehouseName: string, parcels: Parcel[]): PendingCombineGroup {
  const all = parcels.map((parcel) => ({ ...parcel, warehouseId, warehouseName }));
  return {
    warehouseId,
    warehouseName,
    parcels: all,
    totalWeight: all.reduce((sum, parcel) => sum + (parcel.weight ?? 0), 0),
    totalDeclaredValue: all.reduce((sum, parcel) => sum + parcel.declaredValue, 0),
    currency: 'CNY',
  };
}

export function addressFixture(id: string, overrides: Partial<Address> = {}): Address {
  return {
    id,
    recipientName: 'Alice Chen',
    // As the address module sends it: digits, no "+" (the page adds it).
    internationalCode: '1',
    phone: '2135550100',
    countryCode: 'US',
    countryName: 'United States',
    regionId: null,
    regionName: 'California',
    city: 'Los Angeles',
    addressLine1: '100 Main Street',
    addressLine2: null,
    postcode: '90001',
    isDefault: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function methodFixture(methodId: string, overrides: Partial<MethodOption> = {}): MethodOption {
  return {
    methodId,
    name: `Method ${methodId}`,
    methodTypeName: 'Express',
    transitDays: { min: 5, max: 8 },
    restrictions: 'No batteries',
    total: 120.5,
    chargeableWeight: 2,
    unavailable: [],
    ...overrides,
  };
}

export function serviceFixture(id: string, overrides: Partial<ServiceOption> = {}): ServiceOption {
  return {
    id,
    code: id,
    name: `Service ${id}`,
    description: null,
    price: 8,
    priceType: 'FIXED',
    rate: null,
    isInsurance: false,
    ...overrides,
  };
}

/**
 * The backend's draft for an input: methods M1 (¥120.50) and M2 (overweight), services, two coupons (one
 * usable), 780 points of which at most 300 on this waybill; a quote when M1 is chosen whose total follows
 * the coupon (¥10 off) and the points (100 = ¥1).
 */
export function draftFor(input: CombinedOrderDraftInput, overrides: Partial<CombinedOrderDraft> = {}): CombinedOrderDraft {
  const points = input.points ?? 0;
  const coupon = input.couponId === 'C1' ? 10 : 0;
  const base = quoteFixture();
  const quote =
    input.addressId && input.methodId === 'M1'
      ? {
          ...base,
          lines: base.lines.filter((line) => line.code !== 'COUPON' && line.code !== 'POINTS'),
          couponDiscount: coupon,
          pointsUsed: points,
          pointsValue: points / 100,
          total: Math.round((base.subtotal - coupon - points / 100) * 100) / 100,
        }
      : null;
  if (quote && coupon) quote.lines.push({ code: 'COUPON', label: 'Coupon', detail: null, amount: -coupon });
  if (quote && points) quote.lines.push({ code: 'POINTS', label: `${points} points`, detail: null, amount: -points / 100 });
  return {
    parcelCount: input.parcelIds.length,
    totalWeight: 2.5,
    declaredValue: 200,
    currency: 'CNY',
    methods: input.addressId
      ? [
          methodFixture('M1', { total: quote?.total ?? 130.5 }),
          methodFixture('M2', {
            name: 'Sea freight',
            total: null,
            chargeableWeight: null,
            unavailable: [{ code: 'OVERWEIGHT', message: 'Over the method’s maximum weight' }],
          }),
        ]
      : [],
    quote,
    services: [
      serviceFixture('S1', { name: 'Reinforced packing' }),
      serviceFixture('INS', {
        name: 'Insurance',
        // The demo seed's own description (server/seed/shipping.ts): it repeats the rate and the cover.
        description: '3 % of the declared value (minimum shown as the price); loss or damage refunded at the declared value',
        price: 6,
        priceType: 'PERCENT',
        rate: 3,
        isInsurance: true,
      }),
    ],
    coupons: quote
      ? [
          { coupon: myCoupon({ id: 'C1', name: 'Summer ¥10 off' }), usable: true, discount: 10, reason: null },
          { coupon: myCoupon({ id: 'C2', name: 'Big spender' }), usable: false, discount: 0, reason: 'THRESHOLD_NOT_MET' },
        ]
      : [],
    points: { balance: 780, max: quote ? 300 : 0, perUnit: 100 },
    customsId: null,
    paymentTiming: 10,
    ...overrides,
  };
}

/** A client island inside the flow's namespaces, English. */
export function renderIsland(children: ReactNode) {
  return render(
    <NextIntlClientProvider locale="en" messages={{ combinedOrderSubmit: en.combinedOrderSubmit, errors: en.errors, recharge: en.recharge }}>
      {children}
    </NextIntlClientProvider>,
  );
}

/** Answers every draft request to `path` with `answer(input, n)` (n counts the requests from 1); returns the inputs asked, in order. */
export function answerDraftsAt<I, D extends JsonBodyType>(path: string, answer: (input: I, n: number) => D): I[] {
  const asked: I[] = [];
  server.use(
    mock.post(path, async ({ request }) => {
      const input = (await request.json()) as I;
      asked.push(input);
      return HttpResponse.json(answer(input, asked.length));
    }),
  );
  return asked;
}

/** One submit as the server received it: its Idempotency-Key and its body. */
export type SentSubmit<B> = { key: string | null; body: B };

/** Answers every submit to `path` with `answer(sent, n)` (n counts from 1); returns what was sent, in order. */
export function recordSubmitsAt<B>(path: string, answer: (sent: SentSubmit<B>, n: number) => Response | Promise<Response>): SentSubmit<B>[] {
  const sent: SentSubmit<B>[] = [];
  server.use(
    mock.post(path, async ({ request }) => {
      const one = { key: request.headers.get('Idempotency-Key'), body: (await request.json()) as B };
      sent.push(one);
      return answer(one, sent.length);
    }),
  );
  return sent;
}

/** The total of the quote beside an order form. */
export const quoteTotal = () => screen.getByTestId('quote-total');

/** Chooses method M1 in an order form and waits for its quote (`draftFor`'s ¥130.50). */
export async function chooseM1() {
  fireEvent.click(await screen.findByRole('radio', { name: /Method M1/ }));
  await waitFor(() => expect(quoteTotal()).toHaveTextContent('¥130.50'));
}
