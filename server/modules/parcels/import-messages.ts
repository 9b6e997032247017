// Messages of the parcel forecast import (the engine's own are in ../import/messages.ts).
import { messageTable } from '../../kernel/message-table.ts';

export const parcelImportMessages = messageTable({
  parcelImportSheet: ['包裹预报', 'Parcel forecast'],
  parcelImportFileName: ['包裹预报导入模板', 'parcel-forecast-template'],
  parcelImportAnnotatedFileName: ['包裹预报导入错误', 'parcel-forecast-errors'],
  parcelImportColWarehouse: ['仓库', 'Warehouse'],
  parcelImportColTrackingNumber: ['快递单号', 'Tracking number'],
  parcelImportColCarrier: ['快递公司', 'Carrier'],
  parcelImportColGoodsName: ['物品名称', 'Goods name'],
  parcelImportColGoodsType: ['物品类型', 'Goods type'],
  parcelImportColQuantity: ['数量', 'Quantity'],
  parcelImportColUnitValue: ['单价', 'Unit value'],
  parcelImportColCurrency: ['币种', 'Currency'],
  parcelImportColInsurance: ['保险', 'Insurance'],
  parcelImportColRemark: ['备注', 'Remark'],
  parcelImportCodesWarehouses: ['仓库（填写代码或名称）', 'Warehouses (code or name)'],
  parcelImportCodesCarriers: ['快递公司（填写代码或名称；其他名称按“其他”记录）', 'Carriers (code or name; any other name is recorded as “Other”)'],
  parcelImportCodesGoodsTypes: ['物品类型（填写代码或名称）', 'Goods types (code or name)'],
  parcelImportExampleGoods: ['运动鞋', 'Running shoes'],
  parcelImportExampleRemark: ['示例行，可删除', 'Example row: delete it'],
  parcelImportWarehouseUnknown: ['仓库不存在：请填写“可用代码”表中的仓库代码或名称', 'Unknown warehouse: use a code or name from the Codes sheet.'],
  parcelImportGoodsTypeUnknown: ['物品类型不存在：请填写“可用代码”表中的代码或名称', 'Unknown goods type: use a code or name from the Codes sheet.'],
  parcelImportInsuranceInvalid: ['请填写“是”或“否”', 'Write yes or no.'],
  parcelImportGroupConflict: [
    '同一快递单号的行属于同一个包裹，此项须与第{row}行一致',
    'Rows with one tracking number are one parcel: this must match row {row}.',
  ],
  parcelImportTooManyGoods: ['一个包裹最多{max}行物品', 'A parcel may have at most {max} goods rows.'],
  parcelImportParcelInvalid: ['同一包裹的第{rows}行有错误，该包裹未导入', 'Not imported: row {rows} of the same parcel has an error.'],
});
