// Words the customer sees from this module: the payment subject, and the sandbox checkout pages.
import type { Locale } from '../../../lib/contract/constants.ts';
import { messageTable } from '../../kernel/message-table.ts';

export const paymentMessages = messageTable({
  subject: ['账户充值', 'Wallet top-up'],
  sandboxTitle: ['模拟支付', 'Sandbox payment'],
  sandboxNote: ['测试模式：这是本站模拟的支付页面，不会产生真实扣款。', 'Test mode: this page simulates the provider. No real money moves.'],
  provider: ['支付渠道', 'Provider'],
  merchantOrder: ['商户订单号', 'Merchant order'],
  providerOrder: ['渠道订单号', 'Provider order'],
  amount: ['金额', 'Amount'],
  state: ['渠道状态', 'Provider state'],
  actions: ['选择模拟结果', 'Choose what happens'],
  pay: ['支付', 'Pay'],
  fail: ['支付失败', 'Fail'],
  cancel: ['取消', 'Cancel'],
  paySilent: ['支付但不通知', 'Pay without notify'],
  notifyTwice: ['支付并通知两次', 'Notify twice'],
  notifyLate: ['支付，稍后通知', 'Late notify'],
  badSignature: ['支付，通知签名错误', 'Bad signature'],
  wrongAmount: ['支付错误金额', 'Wrong amount'],
  done: ['该订单已处理完毕。', 'This order is finished.'],
  paidDone: ['支付成功，请返回商户页面。', 'Paid. Please go back to the merchant page.'],
  failedDone: ['支付失败。', 'The payment failed.'],
  cancelledDone: ['已取消支付。', 'The payment was cancelled.'],
  backToMerchant: ['返回商户页面', 'Back to the merchant'],
  notFound: ['模拟订单不存在', 'The sandbox order does not exist.'],
  scanTitle: ['微信扫码支付（模拟）', 'WeChat scan to pay (sandbox)'],
  language: ['语言', 'Language'],
});

export type PaymentMessageKey = keyof typeof paymentMessages;

export const pt = (locale: Locale, key: PaymentMessageKey) => paymentMessages[key][locale];

export const PROVIDER_LABELS: Record<string, readonly [string, string]> = {
  wechat: ['微信支付', 'WeChat Pay'],
  alipay: ['支付宝', 'Alipay'],
  paypal: ['PayPal', 'PayPal'],
  hitpay: ['HitPay', 'HitPay'],
  billplz: ['Billplz', 'Billplz'],
};
