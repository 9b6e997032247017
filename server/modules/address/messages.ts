// Messages of the address book.
import type { Locale } from '../../../lib/contract/constants.ts';

export const addressMessages = {
  countryNotFound: { 'zh-Hans': '国家/地区不存在', en: 'Unknown country.' },
  regionNotFound: { 'zh-Hans': '所选省/州不属于该国家', en: 'The region does not belong to the chosen country.' },
  postcodeInvalid: { 'zh-Hans': '邮编格式不正确', en: 'The postcode is not valid for this country.' },
  addressNotFound: { 'zh-Hans': '地址不存在', en: 'The address does not exist.' },
} as const satisfies Record<string, Record<Locale, string>>;
