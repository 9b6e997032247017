import type { Address, AddressInput } from '@/lib/api/address';

/** The address form's values (a plain form: text as typed, the state's id as its select holds it, '' for none). */
export type AddressFormValues = {
  recipientName: string;
  internationalCode: string;
  phone: string;
  countryCode: string;
  regionId: string;
  city: string;
  addressLine1: string;
  addressLine2: string;
  postcode: string;
  isDefault: boolean;
};

/** A new address: China's code until a country or a code is chosen; the first address is the default. */
export const emptyAddressValues = (isDefault: boolean): AddressFormValues => ({
  recipientName: '',
  internationalCode: '86',
  phone: '',
  countryCode: '',
  regionId: '',
  city: '',
  addressLine1: '',
  addressLine2: '',
  postcode: '',
  isDefault,
});

/** The longest each text may be (the server's limits): the inputs take no more. */
export const ADDRESS_MAX_LENGTH = { recipientName: 64, phone: 32, city: 64, addressLine1: 200, addressLine2: 200, postcode: 16 } as const;

export const ADDRESS_FIELDS = [
  'recipientName',
  'internationalCode',
  'phone',
  'countryCode',
  'regionId',
  'city',
  'addressLine1',
  'addressLine2',
  'postcode',
  'isDefault',
] as const;

const text = (value: string | undefined | null) => (value ?? '').trim();
const optional = (value: string | undefined | null) => text(value) || null;

/** The body of POST/PUT /u/user/address: trimmed, empty optionals as null, "+86" as "86". */
export function addressInputOf(values: Partial<AddressFormValues>): AddressInput {
  return {
    recipientName: text(values.recipientName),
    internationalCode: text(values.internationalCode).replace(/^\+/, ''),
    phone: text(values.phone),
    countryCode: text(values.countryCode).toUpperCase(),
    regionId: /^\d+$/.test(values.regionId ?? '') ? Number(values.regionId) : null,
    city: text(values.city),
    addressLine1: text(values.addressLine1),
    addressLine2: optional(values.addressLine2),
    postcode: optional(values.postcode),
    isDefault: Boolean(values.isDefault),
  };
}

/** Form values to edit an existing address. */
export function formValuesOf(address: Address): AddressFormValues {
  return {
    recipientName: address.recipientName,
    internationalCode: address.internationalCode,
    phone: address.phone,
    countryCode: address.countryCode,
    regionId: address.regionId == null ? '' : String(address.regionId),
    city: address.city,
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2 ?? '',
    postcode: address.postcode ?? '',
    isDefault: address.isDefault,
  };
}

/** One line for the card: line 1, line 2, city, region, country, postcode (empty parts skipped). */
export function addressLine(address: Address): string {
  return [address.addressLine1, address.addressLine2, address.city, address.regionName, address.countryName ?? address.countryCode, address.postcode]
    .filter((part) => part && String(part).trim())
    .join(', ');
}
