// Test support of the transhipment submit and batch views (no tests here): the browser paths of their calls,
// fixtures of the wire shapes (lib/contract/schemas/transhipment-order.ts) and the client islands rendered in
// their namespaces with the English catalog. The waybill form's fixtures (addresses, drafts) are reused.
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import type {
  TranshipmentDraft,
  TranshipmentDraftInput,
  TranshipmentOrderDetail,
  TranshipmentParcel,
  TranshipmentSubmitInput,
  TranshipmentSubmitResult,
} from '@/lib/api/transhipment-order';
import { answerDraftsAt, draftFor, recordSubmitsAt } from '@/tests/kits/combined-order-submit-test-kit';
import { combinedOrderDetailFixture } from '@/tests/kits/combined-order-test-kit';
import en from '@/locales/en.json';

/** The browser's paths (lib/api/transhipment-order.ts TRANSHIPMENT_PATHS; combine-calculate of combined-order.ts). */
export const T_PATHS = {
  parcels: '/api/u/order/transhipmentParcels',
  draft: '/api/u/order/transhipmentOrderFee',
  submit: '/api/u/order/transhipmentOrder',
  edit: '/api/u/order/transhipmentOrder/:id',
  batch: '/api/u/order/transhipmentOrders',
  annotated: '/api/u/order/transhipmentOrders/annotated',
  template: '/api/u/order/getUploadTemplate',
  combineCalculate: '/api/u/logistics-management/logistics-order/combine-calculate',
} as const;

/** A parcel that can be forwarded: in stock and weighed (1.25 kg) unless told otherwise. */
export function transhipmentParcel(id: string, overrides: Partial<TranshipmentParcel> = {}): TranshipmentParcel {
  return {
    id,
    trackingNumber: `SF${id}`,
    status: 63,
    warehouseName: 'Shenzhen warehouse',
    carrierName: 'SF Express',
    declaredName: 'Sneakers',
    declaredValue: 300,
    currency: 'CNY',
    weight: 1.25,
    ...overrides,
  };
}

/**
 * The backend's draft for a transhipment input, the waybill form's draft (M1 ¥130.50 before coupon and
 * points, M2 overweight, services, coupons, points) with the parcel and whether its weight is estimated.
 */
export function transhipmentDraftFor(input: TranshipmentDraftInput, overrides: Partial<TranshipmentDraft> = {}): TranshipmentDraft {
  const { parcelId, estimatedWeight, ...choices } = input;
  return {
    ...draftFor({ ...choices, parcelIds: [parcelId] }),
    parcel: transhipmentParcel(parcelId, { weight: estimatedWeight ? null : 1.25 }),
    weightSource: estimatedWeight ? 'estimated' : 'measured',
    ...overrides,
  };
}

/** An order's detail: the waybill fixture's with its one parcel (not weighed), the estimate and editable. */
export function transhipmentOrderDetail(overrides: Partial<TranshipmentOrderDetail> = {}): TranshipmentOrderDetail {
  const parcel = transhipmentParcel('P9', { status: 50, weight: null });
  return {
    ...combinedOrderDetailFixture({ id: 'L5001', deliveryMode: 2, parcelCount: 1, trackingNumbers: [parcel.trackingNumber] }),
    parcel,
    estimatedWeight: 3,
    canEdit: true,
    notes: [],
    ...overrides,
  };
}

/** A client island inside the namespaces the transhipment pages give it, English. */
export function renderTranshipmentIsland(children: ReactNode) {
  return render(
    <NextIntlClientProvider
      locale="en"
      messages={{
        transhipmentOrderSubmit: en.transhipmentOrderSubmit,
        combinedOrderSubmit: en.combinedOrderSubmit,
        errors: en.errors,
        recharge: en.recharge,
        validation: en.validation,
      }}
    >
      {children}
    </NextIntlClientProvider>,
  );
}

/** Answers every draft with `transhipmentDraftFor` (and `extra` for the n-th request); returns the inputs asked. */
export const answerTranshipmentDrafts = (extra: (input: TranshipmentDraftInput, n: number) => Partial<TranshipmentDraft> = () => ({})) =>
  answerDraftsAt(T_PATHS.draft, (input: TranshipmentDraftInput, n) => transhipmentDraftFor(input, extra(input, n)));

/** Answers the n-th order submit with `answer(n)`; returns what was sent, in order. */
export const recordTranshipmentSubmits = (answer: (n: number) => Response) => recordSubmitsAt<TranshipmentSubmitInput>(T_PATHS.submit, (_sent, n) => answer(n));

/** A placed order (L5001) as the submit answers it. */
export const transhipmentResult = (payment: TranshipmentSubmitResult['payment'], shortfall: number | null = null): TranshipmentSubmitResult => ({
  order: transhipmentOrderDetail({ id: 'L5001' }),
  payment,
  shortfall,
});
