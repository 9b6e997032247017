// The outbound carriers whose own public tracking page takes the tracking number in its address, and how to
// recognise them: by their code (a shipping method's carrier code) or by a name staff type when they ship.
// Carriers without such a page (sea freight, rail) are not listed: their number is shown without a link.
// Only https addresses; the number is URL-encoded into the template's one `{number}`.

interface KnownCarrier {
  /** Other names staff may type (compared without case, spaces or punctuation). */
  names: readonly string[];
  url: string;
}

export const CARRIER_TRACKING: Readonly<Record<string, KnownCarrier>> = {
  DHL: { names: ['DHL Express', 'DHL 国际快递'], url: 'https://www.dhl.com/global-en/home/tracking.html?tracking-id={number}&submit=1' },
  UPS: { names: [], url: 'https://www.ups.com/track?tracknum={number}' },
  FEDEX: { names: ['FedEx Express'], url: 'https://www.fedex.com/fedextrack/?trknbr={number}' },
  USPS: { names: [], url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={number}' },
  CAINIAO: { names: ['Cainiao', '菜鸟', '菜鸟国际'], url: 'https://global.cainiao.com/detail.htm?mailNoList={number}' },
  YANWEN: { names: ['Yanwen Logistics', 'Yanwen', '燕文', '燕文物流'], url: 'https://track.yw56.com.cn/en/querydel?nums={number}' },
  '4PX': { names: ['4PX Express', '递四方'], url: 'https://track.4px.com/#/result/0/{number}' },
};

const plain = (value: string) => value.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** The known carrier's code for a code or a typed name ("Yanwen Logistics", "dhl"), or null. */
export function knownCarrierCode(value: string | null | undefined): string | null {
  const wanted = plain(value ?? '');
  if (!wanted) return null;
  for (const [code, carrier] of Object.entries(CARRIER_TRACKING)) {
    if (plain(code) === wanted || carrier.names.some((name) => plain(name) === wanted)) return code;
  }
  return null;
}

/** A tracking number fit for an address: letters, digits and dashes, 4 to 40 of them. */
const NUMBER = /^[A-Za-z0-9-]{4,40}$/;

/** The carrier's own page for `number` (https only), or null when the carrier has none or the number is not one. */
export function carrierTrackingUrl(code: string | null, number: string | null | undefined): string | null {
  const carrier = code ? CARRIER_TRACKING[code] : undefined;
  if (!carrier || !number || !NUMBER.test(number) || !carrier.url.startsWith('https://')) return null;
  return carrier.url.replace('{number}', encodeURIComponent(number));
}

/**
 * The known carrier an order left with: the name staff typed when shipping, or else its shipping method's
 * carrier when the typed name is that carrier's name or code (a tenant may name a carrier its own way).
 */
export function shippedCarrierCode(typed: string | null | undefined, method?: { code: string; name: string } | null): string | null {
  const known = knownCarrierCode(typed);
  if (known || !method) return known;
  const name = plain(typed ?? '');
  return name && (name === plain(method.name) || name === plain(method.code)) ? knownCarrierCode(method.code) : null;
}
