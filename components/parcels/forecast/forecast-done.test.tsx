import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import type { ForecastResult } from '@/lib/api/parcels';
import { parcelFixture } from '@/tests/kits/combined-order-submit-test-kit';
import { ForecastDone } from './forecast-done';

vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'en', site: 'x' }) }));

function renderDone(result: ForecastResult, onMore = vi.fn()) {
  render(
    <NextIntlClientProvider locale="en" messages={{ forecast: en.forecast }}>
      <ForecastDone result={result} onMore={onMore} />
    </NextIntlClientProvider>,
  );
  return onMore;
}

describe('<ForecastDone/>', () => {
  it('a parcel forecast to be forwarded as it is: the way to create its transhipment order', () => {
    const onMore = renderDone({ items: [parcelFixture('P7', { status: 50, deliveryMode: 2 })], pendingClaims: [] });
    expect(screen.getByText('1 parcel forecast')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.forecast.createTranshipment })).toHaveAttribute('href', '/en/user/order-detail?view=new&parcelId=P7');
    expect(screen.getByRole('link', { name: en.forecast.viewParcels })).toHaveAttribute('href', '/en/user/tranship-list');
    fireEvent.click(screen.getByRole('button', { name: en.forecast.forecastMore }));
    expect(onMore).toHaveBeenCalled();
  });

  it('several: one way per forwarded parcel, none for consolidated ones', () => {
    renderDone({
      items: [parcelFixture('P7', { deliveryMode: 2 }), parcelFixture('P8', { deliveryMode: 1 }), parcelFixture('P9', { deliveryMode: 2 })],
      pendingClaims: [],
    });
    expect(screen.getByRole('link', { name: 'Transhipment order for SFP7' })).toHaveAttribute('href', '/en/user/order-detail?view=new&parcelId=P7');
    expect(screen.getByRole('link', { name: 'Transhipment order for SFP9' })).toHaveAttribute('href', '/en/user/order-detail?view=new&parcelId=P9');
    expect(screen.queryByRole('link', { name: /SFP8/ })).toBeNull();
  });

  it('consolidated parcels only: no transhipment order', () => {
    renderDone({ items: [parcelFixture('P8', { deliveryMode: 1 })], pendingClaims: [] });
    expect(screen.queryByRole('link', { name: en.forecast.createTranshipment })).toBeNull();
  });
});
