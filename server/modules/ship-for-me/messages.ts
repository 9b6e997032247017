// Messages of ship-for-me: goods, the cart and enquiries; then sending goods (forecasts, the logistics-order fee
// and submit). One file: server/i18n.ts reads a module's messages.ts only.
import { messageTable } from '../../kernel/message-table.ts';

export const shipForMeMessages = messageTable({
  goodNotFound: ['商品不存在', 'The good does not exist.'],
  shipForMeNoGoods: ['请至少选择一件商品', 'Choose at least one good.'],
  goodPriceInvalid: ['单价应大于 0，最多两位小数', 'The unit price must be greater than 0, with at most 2 decimals.'],
  goodQuantityInvalid: ['数量应为 1–999 的整数', 'The quantity must be a whole number from 1 to 999.'],
  goodUrlInvalid: ['请填写以 http:// 或 https:// 开头的网址（不含用户名或密码）', 'Enter an http:// or https:// address without a user name or password.'],
  goodDeclarationRequired: ['商品「{title}」的{fieldName}（{code}）必须填写', 'The good “{title}”: the {fieldName} ({code}) must have a value.'],
  goodDeclarationInvalid: ['商品「{title}」的{fieldName}（{code}）不正确', 'The good “{title}”: the {fieldName} ({code}) is not valid.'],
  declarationFieldDeclaredName: ['申报品名', 'declared name'],
  declarationFieldGoodsTypeId: ['物品类型', 'goods type'],
  declarationFieldDeclaredValue: ['申报单价', 'declared value'],
  declarationFieldQuantity: ['申报数量', 'declared quantity'],
  shipForMeCartFull: ['购物车最多可放 200 件商品，请先发出或删除一些', 'The cart holds at most 200 goods: send or remove some first.'],
  enquiryNotFound: ['询价不存在', 'The enquiry does not exist.'],
  enquiryNotOpen: ['该询价已答复或已关闭', 'This enquiry has already been answered or closed.'],
  enquiryNotClosable: ['该询价已接受或已关闭，无法关闭', 'This enquiry was already accepted or closed.'],
  enquiryWarehouseNotFound: ['请选择有效的仓库', 'Choose one of the warehouses.'],
});

/** Sending goods: forecasts from goods, the logistics-order fee and submit. */
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
