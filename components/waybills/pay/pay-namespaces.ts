import { WAYBILL_CLIENT_NAMESPACES } from '@/components/waybills/labels';

/**
 * The namespaces the islands of the payment, cancel and add-parcels pages read (ScopedIntlProvider):
 * their own, and what the waybill actions, the insufficient-balance dialog and DataTable need.
 */
export const PAY_CLIENT_NAMESPACES = ['waybillPay', ...WAYBILL_CLIENT_NAMESPACES] as const;
