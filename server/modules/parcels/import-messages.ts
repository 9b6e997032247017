// Messages of the parcel forecast import (the engine's own are in ../import/messages.ts).
import type { Locale } from '../../../lib/contract/constants.ts';

export const parcelImportMessages = {
  parcelImportSheet: { 'zh-Hans': '包裹预报', en: 'Parcel forecast' },
  parcelImportFileName: { 'zh-Hans': '包裹预报导入模板', en: 'parcel-forecast-template' },
  parcelImportAnnotatedFileName: { 'zh-Hans': '包裹预报导入错误', en: 'parcel-forecast-errors' },
  parcelImportColWarehouse: { 'zh-Hans': '仓库', en: 'Warehouse' },
  parcelImportColTrackingNumber: { 'zh-Hans': '快递单号', en: 'Tracking number' },
  parcelImportColCarrier: { 'zh-Hans': '快递公司', en: 'Carrier' },
  parcelImportColGoodsName: { 'zh-Hans': '物品名称', en: 'Goods name' },
  parcelImportColGoodsType: { 'zh-Hans': '物品类型', en: 'Goods type' },
  parcelImportColQuantity: { 'zh-Hans': '数量', en: 'Quantity' },
  parcelImportColUnitValue: { 'zh-Hans': '单价', en: 'Unit value' },
  parcelImportColCurrency: { 'zh-Hans': '币种', en: 'Currency' },
  parcelImportColInsurance: { 'zh-Hans': '保险', en: 'Insurance' },
  parcelImportColRemark: { 'zh-Hans': '备注', en: 'Remark' },
  parcelImportCodesWarehouses: { 'zh-Hans': '仓库（填写代码或名称）', en: 'Warehouses (code or name)' },
  parcelImportCodesCarriers: {
    'zh-Hans': '快递公司（填写代码或名称；其他名称按“其他”记录）',
    en: 'Carriers (code or name; any other name is recorded as “Other”)',
  },
  parcelImportCodesGoodsTypes: { 'zh-Hans': '物品类型（填写代码或名称）', en: 'Goods types (code or name)' },
  parcelImportExampleGoods: { 'zh-Hans': '运动鞋', en: 'Running shoes' },
  parcelImportExampleRemark: { 'zh-Hans': '示例行，可删除', en: 'Example row: delete it' },
  parcelImportWarehouseUnknown: {
    'zh-Hans': '仓库不存在：请填写“可用代码”表中的仓库代码或名称',
    en: 'Unknown warehouse: use a code or name from the Codes sheet.',
  },
  parcelImportGoodsTypeUnknown: {
    'zh-Hans': '物品类型不存在：请填写“可用代码”表中的代码或名称',
    en: 'Unknown goods type: use a code or name from the Codes sheet.',
  },
  parcelImportInsuranceInvalid: { 'zh-Hans': '请填写“是”或“否”', en: 'Write yes or no.' },
  parcelImportGroupConflict: {
    'zh-Hans': '同一快递单号的行属于同一个包裹，此项须与第{row}行一致',
    en: 'Rows with one tracking number are one parcel: this must match row {row}.',
  },
  parcelImportTooManyGoods: {
    'zh-Hans': '一个包裹最多{max}行物品',
    en: 'A parcel may have at most {max} goods rows.',
  },
  parcelImportParcelInvalid: {
    'zh-Hans': '同一包裹的第{rows}行有错误，该包裹未导入',
    en: 'Not imported: row {rows} of the same parcel has an error.',
  },
} as const satisfies Record<string, Record<Locale, string>>;
