// Messages of sending goods: forecasts from goods, the logistics-order fee and submit.
import { messageTable } from '../../kernel/message-table.ts';

export const shipForMeSendMessages = messageTable({
  // ApiError messages take no values: the goods' titles are the error's details.
  shipForMeGoodsNotReady: ['部分商品当前的状态不允许该操作（见详情）', 'Some goods are not in a state that allows this (see the details).'],
  shipForMeGoodInTwoPackages: ['同一件商品只能放在一个包裹中', 'A good can be in one package only.'],
  logisticsEnquiryNotFound: ['询价单不存在', 'The enquiry does not exist.'],
  logisticsEnquiryNotAnswered: ['该询价单尚未报价或已处理', 'This enquiry has not been answered, or it has been dealt with already.'],
  logisticsEnquiryGoods: ['请提交该询价单的全部商品', 'Send all the goods of the enquiry.'],
  logisticsEnquiryMethod: ['请使用询价单答复的运输方式', 'Use the shipping method the enquiry was answered with.'],
  logisticsEnquiryWarehouse: ['请使用询价单的仓库', 'Use the warehouse of the enquiry.'],
  eventShipForMeSubmitted: ['代发订单已提交，商品全部到库后打包发出', 'Ship-for-me order submitted; packed and sent once all its goods have arrived'],
});
