import { COMBINED_ORDER_CLIENT_NAMESPACES } from '@/components/combined-order/labels';

/**
 * The namespaces the islands of the payment, cancel and add-parcels pages read (ScopedIntlProvider):
 * their own, and what the waybill actions, the insufficient-balance dialog and DataTable need.
 */
export const PAY_CLIENT_NAMESPACES = ['combinedOrderPay', ...COMBINED_ORDER_CLIENT_NAMESPACES] as const;
