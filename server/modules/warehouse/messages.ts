// Messages of the warehouse addresses.
import { messageTable } from '../../kernel/message-table.ts';

export const warehouseMessages = messageTable({
  warehouseNotFound: ['暂无仓库地址', 'No warehouse address is configured.'],
});
