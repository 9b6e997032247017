// Messages of the wallet, top-ups and records (SPEC section 8: insufficient balance, no payment channel,
// currency configuration, payment failed).
import { messageTable } from '../../kernel/message-table.ts';

export const fundsMessages = messageTable({
  insufficientBalance: ['余额不足，请先充值', 'Your balance is not enough: please top up first.'],
  amountOutOfRange: ['充值金额不在允许的范围内', 'The amount is outside the range allowed for this method.'],
  methodUnavailable: ['暂无可用的支付渠道，请联系客服', 'This payment method is not available: please contact customer service.'],
  currencyNotConfigured: ['币种配置有误，请联系客服', 'This currency is not configured: please contact customer service.'],
  rateChanged: ['汇率已更新，请确认新的金额', 'The exchange rate has changed: please check the new amounts.'],
  proofRequired: ['请上传支付凭证', 'Please upload the payment proof.'],
  proofInvalid: [
    '支付凭证须为 png、gif、jpg 或 jpeg 图片，每张不超过 5M，最多 3 张',
    'Proof must be png, gif, jpg or jpeg images, at most 3, each up to 5 MB.',
  ],
  topupNotPayable: ['该充值单已不能支付', 'This top-up can no longer be paid.'],
  topupNotFound: ['充值单不存在', 'The top-up does not exist.'],
  recordNotFound: ['记录不存在', 'The record does not exist.'],
  paymentFailed: ['支付失败，请稍后重试', 'The payment failed: please try again later.'],
  providerBusy: ['向支付渠道发起的请求过于频繁，请一分钟后再试', 'Too many requests to the payment provider: please try again in a minute.'],
  alreadyPaid: ['该单据已支付', 'This document has already been paid.'],
  refundTooLarge: ['退款金额超过可退金额', 'The refund is larger than what can still be refunded.'],
  taobaoOrderUsed: ['该淘宝订单号已被使用', 'This Taobao order number has already been used.'],
  topupTitle: ['账户充值', 'Wallet top-up'],
  adjustmentTitle: ['账户调整', 'Account adjustment'],
  refundTitle: ['退款', 'Refund'],
  paymentTitle: ['支付', 'Payment'],
});
