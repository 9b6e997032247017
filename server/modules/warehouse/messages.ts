// Messages of the warehouse addresses.
import type { Locale } from '../../../lib/contract/constants.ts';

export const warehouseMessages = {
  warehouseNotFound: { 'zh-Hans': '暂无仓库地址', en: 'No warehouse address is configured.' },
} as const satisfies Record<string, Record<Locale, string>>;
