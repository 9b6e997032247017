// Messages of the member's parcels: forecasts, declarations, cancelling, selecting for a waybill.
import { messageTable } from '../../kernel/message-table.ts';

export { parcelImportMessages } from './import-messages.ts';

export const parcelMessages = messageTable({
  parcelNotFound: ['包裹不存在', 'The parcel does not exist.'],
  parcelAlreadyForecast: ['您已预报过该快递单号，请在“我的包裹”中查看', 'You have already forecast this tracking number. You can find it in My parcels.'],
  parcelNumberChecksTooMany: ['快递单号查询过于频繁，请几分钟后再试', 'Too many tracking-number checks. Please try again in a few minutes.'],
  claimGivenToAnother: ['仓库已将该包裹交给其所属会员', 'The warehouse gave this parcel to the member it belongs to.'],
  trackingNumberInvalid: ['快递单号应为 5–40 位字母、数字或“-”', 'The tracking number must be 5–40 letters, digits or hyphens.'],
  duplicateInRequest: ['本次提交中该快递单号重复', 'This tracking number appears more than once in this submission.'],
  carrierNotFound: ['请从列表中选择快递公司，或选择“其他”并填写名称', 'Please choose a carrier from the list, or choose Other and enter its name.'],
  carrierNameRequired: ['请填写快递公司名称', 'Please enter the carrier’s name.'],
  deliveryModeInvalid: ['请选择集运或转运', 'Please choose consolidation or transshipment.'],
  parcelWarehouseNotFound: ['请选择有效的收货仓库', 'Please choose one of your warehouses.'],
  goodsRequired: ['请至少填写一项申报物品', 'Please add at least one declared item.'],
  goodsTypeNotFound: ['请选择有效的物品类型', 'Please choose a goods type from the list.'],
  declaredNameNotFound: ['所选申报品名不存在', 'The chosen declared name does not exist.'],
  goodsLineNotFound: ['该申报物品不属于此包裹', 'This declared item does not belong to the parcel.'],
  quantityInvalid: ['数量应为 1–9999 的整数', 'The quantity must be a whole number from 1 to 9999.'],
  unitValueInvalid: ['单价应大于 0，最多两位小数', 'The unit value must be greater than 0, with at most 2 decimals.'],
  currencyInvalid: ['请选择币种', 'Please choose a currency.'],
  goodsCurrencyMixed: ['同一包裹的申报物品请使用同一币种', 'Please use one currency for all the declared items of a parcel.'],
  additionalServiceNotFound: ['所选增值服务不存在', 'A chosen additional service does not exist.'],
  parcelNotEditable: ['包裹已加入运单或已出库，不能再修改', 'This parcel can no longer be changed: it has joined a waybill or left the warehouse.'],
  forecastNotEditable: ['包裹已到仓，预报信息不能再修改', 'The parcel has arrived, so its forecast can no longer be changed.'],
  parcelNotCancelable: ['只有未到仓的预报可以取消', 'Only a forecast whose parcel has not arrived yet can be cancelled.'],
  parcelOnOrder: ['该包裹在订单 {order} 中：请取消订单', 'This parcel is on order {order}: cancel the order instead.'],
  cancelReasonRequired: ['请填写取消原因', 'Please give a reason for cancelling.'],
  parcelNotSelectable: ['只能选择已入库、无异常且未加入运单的包裹', 'Only parcels in stock, without a problem and not in a waybill can be selected.'],
  parcelsMixedWarehouses: ['一次只能选择同一仓库的包裹', 'Please select parcels of one warehouse at a time.'],
});
