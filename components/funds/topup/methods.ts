// Which way a method is paid (lib/contract/money-rules: ONLINE_METHODS, AUDITED_METHODS). Pure.
import { AUDITED_METHODS } from '@/lib/contract/money-rules';
import type { PaymentMethodInfo } from '@/lib/api/funds';

export const WECHAT = 1;
export const BANK_TRANSFER = 8;
export const TAOBAO_LINK = 33;

/** Bank transfer and Taobao: pay, then send proof for staff to check. */
export function isAuditedMethod(method: Pick<PaymentMethodInfo, 'method'> & Partial<Pick<PaymentMethodInfo, 'flow'>>): boolean {
  return method.flow === 'audited' || (AUDITED_METHODS as readonly number[]).includes(method.method);
}
