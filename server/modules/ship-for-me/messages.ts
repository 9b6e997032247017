// Messages of ship-for-me: goods, the cart and enquiries (./send-messages.ts: forecasts and logistics orders).
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
