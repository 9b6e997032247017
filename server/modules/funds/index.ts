// The funds module, the member's money: the wallet's ledger, top-ups (bank transfer and Taobao with proofs
// the staff review, online payments through the providers plugged in by payments), records, documents to pay
// and the staff's money tools. Routers: topupRoutes, recordRoutes, adminFundsRoutes. The orders charge,
// deduct and refund through it; payments plugs its providers into provider-port and settles top-ups.
import { mountRouters } from '../../kernel/router.ts';
import { adminFundsRoutes } from './admin-routes.ts';
import { recordRoutes } from './record-routes.ts';
import { topupRoutes } from './topup-routes.ts';

export { InsufficientBalance, tenantCurrency, walletBalance } from './ledger.ts';
export { checkLedger, ledgerHolds } from './ledger-check.ts';
export type { LedgerCheck } from './ledger-check.ts';
export { adjust, charge, deduct, refund, requestPayment } from './payments.ts';
export { readStaffProof } from './proofs.ts';
export { plugProviders } from './provider-port.ts';
export type { ProviderPort } from './provider-port.ts';
export { publicOriginConfig } from './public-origin.ts';
export { tenantRates } from './quote.ts';
export { approveTopup, closeTopup, logPaymentEvent, markPendingAudit, settleTopup } from './settlement.ts';
export type { TopupRow } from './settlement.ts';
export { staffAdjust, staffApprove, staffReject, staffRequestPayment, staffTopupList, staffTopupProofs } from './staff.ts';
export { pointsBalance, walletSummary } from './summary.ts';

/** Mounts the top-up, record and staff money routes under /api. */
export const mountFunds = mountRouters(topupRoutes, recordRoutes, adminFundsRoutes);
