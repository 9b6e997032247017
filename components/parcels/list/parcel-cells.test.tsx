import { cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider, useTranslations } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en.json';
import zh from '@/locales/zh-Hans.json';
import type { Parcel } from '@/lib/api/parcels';
import { MeasureCell, StatusTag, StorageCell } from './parcel-columns';
import { detailHref } from './use-detail-param';

const currency = { code: 'CNY', symbol: '¥' };
const storage = {
  freeDays: 30,
  daysLeft: 20,
  overdueDays: 0,
  feePerDay: 2,
  fee: 0,
  warning: false,
  stopped: false,
};
type Cells = Pick<Parcel, 'status' | 'abnormalReason' | 'claim' | 'storage' | 'weight' | 'length' | 'width' | 'height' | 'volumetricWeight'>;

function Cells({ parcel }: { parcel: Cells }) {
  const t = useTranslations('parcels');
  return (
    <>
      <div data-testid="status">
        <StatusTag t={t} parcel={parcel} />
      </div>
      <div data-testid="storage">
        <StorageCell t={t} parcel={parcel} currency={currency} />
      </div>
      <div data-testid="measure">
        <MeasureCell t={t} parcel={parcel} />
      </div>
    </>
  );
}

function show(parcel: Partial<Cells>, locale: 'en' | 'zh-Hans' = 'en') {
  const full: Cells = {
    status: 63,
    abnormalReason: null,
    claim: null,
    storage,
    weight: 1.2,
    length: 30,
    width: 20,
    height: 10,
    volumetricWeight: 1,
    ...parcel,
  };
  render(
    <NextIntlClientProvider locale={locale} messages={{ parcels: (locale === 'en' ? en : zh).parcels }}>
      <Cells parcel={full} />
    </NextIntlClientProvider>,
  );
  return (id: string) => screen.getByTestId(id).textContent;
}

describe('the parcel cells', () => {
  it('show status, days left and measures', () => {
    const text = show({});
    expect(text('status')).toBe('In stock');
    expect(text('storage')).toBe('20 days left');
    expect(text('measure')).toBe('1.20 kg30 × 20 × 10 cmVolumetric 1.00 kg');
  });

  it('add a red tag with the reason for an abnormal parcel', () => {
    expect(show({ abnormalReason: 'Torn box' })('status')).toBe('In stockAbnormal: Torn box');
  });

  it('a forecast of a number that arrived without an owner shows where the warehouse’s check stands', () => {
    const pending = { status: 'pending' as const, reason: null, decidedAt: null };
    expect(show({ status: 50, storage: null, claim: pending })('status')).toBe('Not arrivedWarehouse check');
    cleanup();
    expect(show({ status: 50, storage: null, claim: pending }, 'zh-Hans')('status')).toBe('未到库待仓库核对');
    cleanup();
    const refused = { status: 'refused' as const, reason: 'Another shop', decidedAt: '2026-03-01T08:00:00.000Z' };
    expect(show({ status: 50, storage: null, claim: refused })('status')).toBe('Not arrivedCheck not passed');
  });

  it('warn within 7 days and show the fee once overdue', () => {
    expect(show({ storage: { ...storage, daysLeft: 1, warning: true } })('storage')).toBe('1 day left');
    cleanup();
    expect(show({ storage: { ...storage, daysLeft: 0, overdueDays: 3, fee: 6, warning: true } }, 'zh-Hans')('storage')).toBe('超期 3 天，仓储费 ¥6.00');
  });

  it('say when nothing is measured or stored yet', () => {
    const text = show(
      {
        status: 50,
        storage: null,
        weight: null,
        length: null,
        width: null,
        height: null,
        volumetricWeight: null,
      },
      'zh-Hans',
    );
    expect(text('status')).toBe('未到库');
    expect(text('storage')).toBe('入库后开始计算');
    expect(text('measure')).toBe('尚未称重');
  });
});

describe('detailHref', () => {
  it('sets or removes ?id= and keeps the list state', () => {
    expect(detailHref('/en/user/tranship-list', 'status=63&page=2', 'P1')).toBe('/en/user/tranship-list?status=63&page=2&id=P1');
    expect(detailHref('/user/tranship-list', 'id=P1&status=63', null)).toBe('/user/tranship-list?status=63');
    expect(detailHref('/user/tranship-list', 'id=P1', null)).toBe('/user/tranship-list');
  });
});
