// The transhipment-order spreadsheet (POST /u/order/transhipmentOrders) on the import engine (../import/):
// one row is one order forwarding one parcel exactly as it arrives. Headers come from ./messages.ts (tCol*).
import { TRANSHIPMENT_BATCH_MAX_ROWS } from '../../../lib/contract/transhipment-order-rules.ts';
import type { MessageKey } from '../../i18n.ts';
import { bothLanguages, type ImportColumn, type ImportDefinition } from '../import/index.ts';

export type TranshipmentBatchKey =
  | 'warehouse'
  | 'trackingNumber'
  | 'carrier'
  | 'goodsName'
  | 'goodsType'
  | 'quantity'
  | 'unitValue'
  | 'estimatedWeight'
  | 'method'
  | 'recipientName'
  | 'phoneCode'
  | 'phone'
  | 'countryCode'
  | 'city'
  | 'address'
  | 'postcode'
  | 'customsId'
  | 'remark';

const column = (key: TranshipmentBatchKey, message: MessageKey, required: boolean, width: number): ImportColumn<TranshipmentBatchKey> => ({
  key,
  header: bothLanguages(message),
  required,
  width,
});

/** The template's columns, in order (`*` = required). The customs ID is required only where the destination needs one. */
export const TRANSHIPMENT_BATCH: ImportDefinition<TranshipmentBatchKey> = {
  sheetName: bothLanguages('transhipmentSheetName'),
  maxRows: TRANSHIPMENT_BATCH_MAX_ROWS,
  columns: [
    column('warehouse', 'tColWarehouse', true, 22),
    column('trackingNumber', 'tColTrackingNumber', true, 24),
    column('carrier', 'tColCarrier', true, 16),
    column('goodsName', 'tColGoodsName', true, 24),
    column('goodsType', 'tColGoodsType', true, 14),
    column('quantity', 'tColQuantity', true, 10),
    column('unitValue', 'tColUnitValue', true, 12),
    column('estimatedWeight', 'tColWeight', true, 16),
    column('method', 'tColMethod', true, 16),
    column('recipientName', 'tColRecipient', true, 18),
    column('phoneCode', 'tColPhoneCode', true, 10),
    column('phone', 'tColPhone', true, 16),
    column('countryCode', 'tColCountry', true, 10),
    column('city', 'tColCity', true, 16),
    column('address', 'tColAddress', true, 32),
    column('postcode', 'tColPostcode', false, 10),
    column('customsId', 'tColCustomsId', false, 18),
    column('remark', 'tColRemark', false, 30),
  ],
};
