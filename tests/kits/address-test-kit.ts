// Test support of the address book (no tests here): an address as the address module answers it.
import type { Address } from '@/lib/api/address';

/** Amy One's address in Shah Alam, Selangor, Malaysia (region 32), not the default. */
export function malaysianAddress(overrides: Partial<Address> = {}): Address {
  return {
    id: 'A7',
    recipientName: 'Amy One',
    internationalCode: '60',
    phone: '123456789',
    countryCode: 'MY',
    countryName: 'Malaysia',
    regionId: 32,
    regionName: 'Selangor',
    city: 'Shah Alam',
    addressLine1: '1 Jalan Test',
    addressLine2: null,
    postcode: '40000',
    isDefault: false,
    createdAt: '2026-01-02T03:04:05.000Z',
    ...overrides,
  };
}
