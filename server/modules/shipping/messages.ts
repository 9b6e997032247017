// Messages of shipping: fee checks and surcharge names.
import type { Locale } from '../../../lib/contract/constants.ts';

export const shippingMessages = {
  unknownCountry: { 'zh-Hans': '未知的国家/地区代码', en: 'Unknown country code' },
  unknownGoodsType: { 'zh-Hans': '未知的货物类型', en: 'Unknown goods type' },
  shippingOverweight: { 'zh-Hans': '超过该渠道最大重量 {max} kg', en: 'Exceeds the maximum weight of {max} kg' },
  shippingOversize: { 'zh-Hans': '单边长度超过该渠道上限 {max} cm', en: 'A side exceeds the maximum of {max} cm' },
  shippingGoodsTypeNotAllowed: { 'zh-Hans': '该渠道不接受此类货物', en: 'This goods type is not accepted' },
  surchargeFuel: { 'zh-Hans': '燃油附加费', en: 'Fuel surcharge' },
  surchargeHandling: { 'zh-Hans': '操作费', en: 'Handling fee' },
} as const satisfies Record<string, Record<Locale, string>>;
