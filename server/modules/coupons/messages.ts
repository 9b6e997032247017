// Messages of coupons and points (receiving, giving up, using on an order; the points record's lines).
import { messageTable } from '../../kernel/message-table.ts';

export const couponMessages = messageTable({
  outOfStock: ['这张券已经领完了', 'This coupon has run out.'],
  limitReached: ['您已达到这张券的领取上限', 'You have already received as many of this coupon as allowed.'],
  notEnoughPoints: ['积分不足', 'You do not have enough points.'],
  notReceivable: ['这张券现在不能领取', 'This coupon cannot be received now.'],
  couponNotFound: ['优惠券不存在', 'The coupon does not exist.'],
  couponInUse: ['这张券已被未支付的订单占用，取消订单后才能删除', 'An unpaid order holds this coupon: cancel the order before deleting it.'],
  couponNotUsable: ['这张券不能用于该订单', 'This coupon cannot be used on this order.'],
  pointsEarn: ['订单 {ref} 完成获得积分', 'Points for completed order {ref}'],
  pointsExchange: ['兑换优惠券 {ref}', 'Exchanged for coupon {ref}'],
  pointsDeduct: ['订单 {ref} 抵扣运费', 'Paid part of the fee of order {ref}'],
  pointsReturn: ['订单 {ref} 取消退回积分', 'Returned from cancelled order {ref}'],
  pointsReturnRepriced: ['订单 {ref} 重新计价后退回未用积分', 'Returned from order {ref}: its new price uses fewer points'],
  pointsAdjust: ['积分调整', 'Points adjustment'],
  pointsExpire: ['积分过期', 'Points expired'],
});
