// The parcel's history as GET /u/biz/parcel/{id}/action-logs answers it (checked against the contract's schema):
// a declaration edit's new declared total comes as data and is worded and formatted here, in either language.
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { ParcelActionLogListSchema } from '@/lib/contract/schemas/parcels';
import en from '@/locales/en.json';
import zh from '@/locales/zh-Hans.json';
import { ParcelHistory } from './parcel-history';

const CNY = { code: 'CNY', symbol: '¥' };

/** The answer of the action-logs call for a parcel whose declaration was edited twice (newest first). */
const answer = ParcelActionLogListSchema.parse({
  totalCount: 3,
  items: [
    { id: 'PL3', action: 'declarationEdited', location: null, note: 'Mug, Cup', detail: null, createdAt: '2026-03-02T09:00:00.000Z' },
    {
      id: 'PL2',
      action: 'declarationEdited',
      location: null,
      note: null,
      detail: { kind: 'declaredValue', amount: 1234.5, currency: 'CNY' },
      createdAt: '2026-03-02T08:00:00.000Z',
    },
    { id: 'PL1', action: 'inbound', location: 'Guangzhou warehouse', note: null, detail: null, createdAt: '2026-03-01T08:00:00.000Z' },
  ],
});

function show(items = answer.items, locale: 'en' | 'zh-Hans' = 'en', currency = CNY) {
  render(
    <NextIntlClientProvider locale={locale} messages={{ parcels: (locale === 'en' ? en : zh).parcels }} timeZone="UTC">
      <ParcelHistory logs={items} currency={currency} />
    </NextIntlClientProvider>,
  );
  return screen.getAllByTestId('parcel-history-line').map((line) => line.textContent?.replace(/^[\d-]+ [\d:]+/, ''));
}

describe('<ParcelHistory/>', () => {
  it('words a declared value change from its amount, formatted with the site’s symbol; names stay as written', () => {
    expect(show()).toEqual(['Declaration changedMug, Cup', 'Declaration changedDeclared value now ¥1234.50', 'In stock · Guangzhou warehouse']);
  });

  it('in Chinese', () => {
    expect(show(answer.items, 'zh-Hans')[1]).toBe('申报信息已修改申报价值改为 ¥1234.50');
  });

  it('a parcel in another currency than the site’s shows the currency’s code', () => {
    const usd = answer.items.map((log) => (log.detail ? { ...log, detail: { ...log.detail, amount: 0.5, currency: 'USD' } } : log));
    expect(show(usd)[1]).toBe('Declaration changedDeclared value now USD 0.50');
  });
});
