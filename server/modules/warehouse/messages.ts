// Messages of the warehouse addresses (and, from ./parcel-messages.ts, of the staff's side of a parcel):
// server/i18n.ts reads each module's messages.ts.
import { messageTable } from '../../kernel/message-table.ts';

export { parcelWarehouseMessages } from './parcel-messages.ts';

export const warehouseMessages = messageTable({
  warehouseNotFound: ['暂无仓库地址', 'No warehouse address is configured.'],
});
