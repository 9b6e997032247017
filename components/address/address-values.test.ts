import type { NotificationSetting } from '@/lib/contract/wire';
import { describe, expect, it } from 'vitest';
import { malaysianAddress } from '@/tests/kits/address-test-kit';
import { addressInputOf, addressLine, formValuesOf } from './address-values';
import { warehouseBlock, warehouseFieldValue } from './warehouse-text';
import { changedNotificationItems, toggled } from '../account/notification-values';

const address = malaysianAddress({ id: 'A1', recipientName: 'Amy', regionId: 7, addressLine1: '1 Jalan' });

describe('address form values', () => {
  it('builds the request body: trimmed, optionals null, + stripped, country upper-case', () => {
    expect(
      addressInputOf({
        recipientName: ' Amy ',
        internationalCode: '+60',
        phone: ' 123456789 ',
        countryCode: 'my',
        regionId: undefined,
        city: ' Shah Alam',
        addressLine1: '1 Jalan ',
        addressLine2: '  ',
        postcode: '',
      }),
    ).toEqual({
      recipientName: 'Amy',
      internationalCode: '60',
      phone: '123456789',
      countryCode: 'MY',
      regionId: null,
      city: 'Shah Alam',
      addressLine1: '1 Jalan',
      addressLine2: null,
      postcode: null,
      isDefault: false,
    });
  });

  it('round-trips an address through the form', () => {
    expect(addressInputOf(formValuesOf(address))).toEqual({
      recipientName: 'Amy',
      internationalCode: '60',
      phone: '123456789',
      countryCode: 'MY',
      regionId: 7,
      city: 'Shah Alam',
      addressLine1: '1 Jalan',
      addressLine2: null,
      postcode: '40000',
      isDefault: false,
    });
  });

  it('shows one line (the server puts the default first)', () => {
    expect(addressLine(address)).toBe('1 Jalan, Shah Alam, Selangor, Malaysia, 40000');
  });
});

describe('warehouse text', () => {
  const warehouse = {
    warehouseId: 'W1',
    warehouseName: 'Guangzhou',
    isDefault: true,
    memberCode: 'M1234',
    receiverName: 'Amy M1234',
    phone: '020-1234',
    countryCode: 'CN',
    countryName: '中国',
    regionName: null,
    city: '广州',
    addressLine1: '白云区 1 号',
    addressLine2: '3 楼 M1234',
    postcode: '510000',
    fullAddress: '',
  };
  it('copies the whole block with labels, skipping empty fields, member code included', () => {
    const block = warehouseBlock(warehouse, (field) => field);
    expect(block).toContain('recipient: Amy M1234');
    expect(block).not.toContain('region:');
    expect(block.split('\n')).toHaveLength(7);
    expect(warehouseFieldValue(warehouse, 'country')).toBe('中国');
  });
});

describe('notification settings', () => {
  const saved: NotificationSetting[] = [
    { event: 'parcelArrived', name: 'A', site: true, email: false, sms: false },
    { event: 'shipped', name: 'B', site: true, email: true, sms: false },
  ];
  it('sends only the changed channels of changed events', () => {
    const current = toggled(toggled(saved, 'shipped', 'sms', true), 'shipped', 'email', false);
    expect(changedNotificationItems(saved, current)).toEqual([{ event: 'shipped', email: false, sms: true }]);
    expect(changedNotificationItems(saved, saved)).toEqual([]);
  });
});
