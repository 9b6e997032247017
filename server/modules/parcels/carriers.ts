// Inbound couriers: who brings a parcel TO the warehouse (the forecast's carrier). A seed list in code,
// not a table: it changes rarely and is the same for every tenant. The outbound carriers of the shipping
// methods are another list (GET /u/transportMode/logisticsCompanyList without `kind`).
import type { Locale } from '../../../lib/contract/constants.ts';
import { OTHER_CARRIER } from '../../../lib/contract/schemas/parcels.ts';
import type { ListResult, LogisticsCompany } from '../../../lib/contract/wire.ts';
import { localized } from '../../kernel/localized.ts';

interface InboundCarrier {
  code: string;
  nameZh: string;
  nameEn: string;
  trackingUrl: string | null;
}

/** China's domestic couriers first (the demo warehouses are in China), then international express. */
export const INBOUND_CARRIERS: readonly InboundCarrier[] = [
  { code: 'SF', nameZh: '顺丰速运', nameEn: 'SF Express', trackingUrl: 'https://www.sf-express.com/chn/sc/waybill/list' },
  { code: 'ZTO', nameZh: '中通快递', nameEn: 'ZTO Express', trackingUrl: 'https://www.zto.com/GuestService/Bill' },
  { code: 'YTO', nameZh: '圆通速递', nameEn: 'YTO Express', trackingUrl: 'https://www.yto.net.cn/' },
  { code: 'STO', nameZh: '申通快递', nameEn: 'STO Express', trackingUrl: 'https://www.sto.cn/' },
  { code: 'YUNDA', nameZh: '韵达快递', nameEn: 'Yunda Express', trackingUrl: 'https://www.yundaex.com/' },
  { code: 'JD', nameZh: '京东物流', nameEn: 'JD Logistics', trackingUrl: 'https://www.jdl.com/' },
  { code: 'EMS', nameZh: '中国邮政 EMS', nameEn: 'China EMS', trackingUrl: 'https://www.ems.com.cn/' },
  { code: 'CHINA_POST', nameZh: '中国邮政', nameEn: 'China Post', trackingUrl: 'https://yjcx.ems.com.cn/' },
  { code: 'JT', nameZh: '极兔速递', nameEn: 'J&T Express', trackingUrl: 'https://www.jtexpress.com.cn/' },
  { code: 'DBL', nameZh: '德邦快递', nameEn: 'Deppon Express', trackingUrl: 'https://www.deppon.com/' },
  { code: 'DHL', nameZh: 'DHL', nameEn: 'DHL', trackingUrl: 'https://www.dhl.com/en/express/tracking.html' },
  { code: 'UPS', nameZh: 'UPS', nameEn: 'UPS', trackingUrl: 'https://www.ups.com/track' },
  { code: 'FEDEX', nameZh: 'FedEx', nameEn: 'FedEx', trackingUrl: 'https://www.fedex.com/fedextrack/' },
  { code: 'USPS', nameZh: 'USPS', nameEn: 'USPS', trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction' },
];

const BY_CODE = new Map(INBOUND_CARRIERS.map((c) => [c.code, c]));

export const inboundCarrier = (code: string): InboundCarrier | undefined => BY_CODE.get(code);

/** A known code, or OTHER (whose name is free text). */
export const isCarrierCode = (code: string) => code === OTHER_CARRIER || BY_CODE.has(code);

/** The name shown for a parcel's carrier: the list's name in the request's language, else the stored text. */
export function carrierDisplayName(locale: Locale, code: string, stored: string): string {
  const known = BY_CODE.get(code);
  return known ? localized(locale, known.nameZh, known.nameEn) : stored;
}

/** GET /u/transportMode/logisticsCompanyList?kind=inbound: the couriers a forecast may name (OTHER not listed). */
export function inboundCarrierList(locale: Locale): ListResult<LogisticsCompany> {
  const items = INBOUND_CARRIERS.map((c) => ({ code: c.code, name: localized(locale, c.nameZh, c.nameEn), trackingUrl: c.trackingUrl }));
  return { totalCount: items.length, items };
}
