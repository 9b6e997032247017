// Messages of the system module.
import { messageTable } from '../../kernel/message-table.ts';

export const systemMessages = messageTable({
  siteNotFound: ['未找到该域名的站点配置', 'No site is configured for this domain.'],
});
