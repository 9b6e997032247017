import { describe, expect, it } from 'vitest';
import { CARRIER_TRACKING, carrierTrackingUrl, knownCarrierCode, shippedCarrierCode } from './carrier-tracking';

describe('carrier tracking pages', () => {
  it('holds only https templates that take the number once', () => {
    for (const [code, carrier] of Object.entries(CARRIER_TRACKING)) {
      expect(new URL(carrier.url.replace('{number}', 'X')).protocol, code).toBe('https:');
      expect(carrier.url.split('{number}'), code).toHaveLength(2);
    }
  });

  it('knows a carrier by its code or a name staff type, whatever the case, spaces or punctuation', () => {
    expect(['dhl', 'DHL Express', 'dhl-express', 'Yanwen Logistics', '燕文物流', '4px'].map(knownCarrierCode)).toEqual([
      'DHL',
      'DHL',
      'DHL',
      'YANWEN',
      'YANWEN',
      '4PX',
    ]);
    expect([knownCarrierCode('COSCO Shipping'), knownCarrierCode(''), knownCarrierCode(null)]).toEqual([null, null, null]);
  });

  it("falls back to the shipping method's carrier when the typed name is that carrier's", () => {
    expect(shippedCarrierCode('Our DHL line', { code: 'DHL', name: 'Our DHL line' })).toBe('DHL');
    expect(shippedCarrierCode('Our DHL line', { code: 'COSCO', name: 'Our DHL line' })).toBeNull();
    expect(shippedCarrierCode('Someone else', { code: 'DHL', name: 'Our DHL line' })).toBeNull();
    expect(shippedCarrierCode(null, { code: 'DHL', name: 'DHL Express' })).toBeNull();
  });

  it('builds the page for a plausible number only, encoded', () => {
    expect(carrierTrackingUrl('UPS', '1Z999AA10123456784')).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(carrierTrackingUrl('CAINIAO', 'LP00123456789012')).toBe('https://global.cainiao.com/detail.htm?mailNoList=LP00123456789012');
    for (const odd of ['12 34', 'abc"><script>', 'x', '', null]) expect(carrierTrackingUrl('UPS', odd)).toBeNull();
    expect(carrierTrackingUrl('COSCO', 'ABCD1234')).toBeNull();
    expect(carrierTrackingUrl(null, 'ABCD1234')).toBeNull();
  });
});
