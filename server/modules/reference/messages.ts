// Messages of the reference data.
import { messageTable } from '../../kernel/message-table.ts';

export const referenceMessages = messageTable({
  customerServiceNotFound: ['暂无专属客服', 'No customer service contact is configured.'],
});
