import { COMBINED_ORDER_CLIENT_NAMESPACES, COMBINED_ORDER_LIST_MESSAGES } from '@/components/combined-order/labels';

/**
 * The namespaces the islands of the payment, cancel and add-parcels pages read (ScopedIntlProvider):
 * their own, and what the waybill actions, the insufficient-balance dialog and DataTable need.
 */
export const PAY_CLIENT_NAMESPACES = ['combinedOrderPay', ...COMBINED_ORDER_CLIENT_NAMESPACES] as const;

/** The parts of those the pending-payment list reads (PickedIntlProvider): its rows, the selection, the Pay button. */
export const PENDING_PAYMENT_MESSAGES = [
  ...COMBINED_ORDER_LIST_MESSAGES,
  'combinedOrderPay.columns',
  'combinedOrderPay.reason',
  'combinedOrderPay.pending',
] as const;
