// Messages of the member's parcels: forecasts, declarations, cancelling, selecting for a waybill.
import type { Locale } from '../../../lib/contract/constants.ts';

export const parcelMessages = {
  parcelNotFound: { 'zh-Hans': '包裹不存在', en: 'The parcel does not exist.' },
  parcelAlreadyForecast: {
    'zh-Hans': '您已预报过该快递单号，请在“我的包裹”中查看',
    en: 'You have already forecast this tracking number. You can find it in My parcels.',
  },
  trackingNumberUnavailable: {
    'zh-Hans': '该快递单号暂时无法预报，如有疑问请联系客服',
    en: 'This tracking number cannot be forecast. Please contact customer service if you need help.',
  },
  trackingNumberAlreadyArrived: {
    'zh-Hans': '该单号的包裹已到仓，请取消此预报后重新预报该单号以认领包裹',
    en: 'A parcel with this number has already arrived. Please cancel this forecast and forecast the number again to claim it.',
  },
  trackingNumberInvalid: {
    'zh-Hans': '快递单号应为 5–40 位字母、数字或“-”',
    en: 'The tracking number must be 5–40 letters, digits or hyphens.',
  },
  duplicateInRequest: { 'zh-Hans': '本次提交中该快递单号重复', en: 'This tracking number appears more than once in this submission.' },
  carrierNotFound: { 'zh-Hans': '请从列表中选择快递公司，或选择“其他”并填写名称', en: 'Please choose a carrier from the list, or choose Other and enter its name.' },
  carrierNameRequired: { 'zh-Hans': '请填写快递公司名称', en: 'Please enter the carrier’s name.' },
  deliveryModeInvalid: { 'zh-Hans': '请选择集运或转运', en: 'Please choose consolidation or transshipment.' },
  parcelWarehouseNotFound: { 'zh-Hans': '请选择有效的收货仓库', en: 'Please choose one of your warehouses.' },
  goodsRequired: { 'zh-Hans': '请至少填写一项申报物品', en: 'Please add at least one declared item.' },
  goodsTypeNotFound: { 'zh-Hans': '请选择有效的物品类型', en: 'Please choose a goods type from the list.' },
  declaredNameNotFound: { 'zh-Hans': '所选申报品名不存在', en: 'The chosen declared name does not exist.' },
  goodsLineNotFound: { 'zh-Hans': '该申报物品不属于此包裹', en: 'This declared item does not belong to the parcel.' },
  quantityInvalid: { 'zh-Hans': '数量应为 1–9999 的整数', en: 'The quantity must be a whole number from 1 to 9999.' },
  unitValueInvalid: {
    'zh-Hans': '单价应大于 0，最多两位小数',
    en: 'The unit value must be greater than 0, with at most 2 decimals.',
  },
  currencyInvalid: { 'zh-Hans': '请选择币种', en: 'Please choose a currency.' },
  goodsCurrencyMixed: {
    'zh-Hans': '同一包裹的申报物品请使用同一币种',
    en: 'Please use one currency for all the declared items of a parcel.',
  },
  additionalServiceNotFound: { 'zh-Hans': '所选增值服务不存在', en: 'A chosen additional service does not exist.' },
  parcelNotEditable: {
    'zh-Hans': '包裹已加入运单或已出库，不能再修改',
    en: 'This parcel can no longer be changed: it has joined a waybill or left the warehouse.',
  },
  forecastNotEditable: {
    'zh-Hans': '包裹已到仓，预报信息不能再修改',
    en: 'The parcel has arrived, so its forecast can no longer be changed.',
  },
  parcelNotCancelable: {
    'zh-Hans': '只有未到仓的预报可以取消',
    en: 'Only a forecast whose parcel has not arrived yet can be cancelled.',
  },
  cancelReasonRequired: { 'zh-Hans': '请填写取消原因', en: 'Please give a reason for cancelling.' },
  parcelNotSelectable: {
    'zh-Hans': '只能选择已入库、无异常且未加入运单的包裹',
    en: 'Only parcels in stock, without a problem and not in a waybill can be selected.',
  },
  parcelsMixedWarehouses: {
    'zh-Hans': '一次只能选择同一仓库的包裹',
    en: 'Please select parcels of one warehouse at a time.',
  },
} as const satisfies Record<string, Record<Locale, string>>;
