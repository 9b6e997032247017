// Messages of the reference data.
import type { Locale } from '../../../lib/contract/constants.ts';

export const referenceMessages = {
  customerServiceNotFound: { 'zh-Hans': '暂无专属客服', en: 'No customer service contact is configured.' },
} as const satisfies Record<string, Record<Locale, string>>;
