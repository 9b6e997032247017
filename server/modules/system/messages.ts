// Messages of the system module.
import type { Locale } from '../../../lib/contract/constants.ts';

export const systemMessages = {
  siteNotFound: { 'zh-Hans': '未找到该域名的站点配置', en: 'No site is configured for this domain.' },
} as const satisfies Record<string, Record<Locale, string>>;
