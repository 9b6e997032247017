import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en.json';
import zh from '@/locales/zh-Hans.json';
import { ClaimNotice } from './claim-notice';

function show(claim: Parameters<typeof ClaimNotice>[0]['claim'], locale: 'en' | 'zh-Hans' = 'en') {
  return render(
    <NextIntlClientProvider locale={locale} messages={{ parcels: (locale === 'en' ? en : zh).parcels }}>
      <ClaimNotice claim={claim} />
    </NextIntlClientProvider>,
  );
}

describe('<ClaimNotice/>', () => {
  it('pending: the parcel waits for the warehouse’s check, and what to do meanwhile (both languages)', () => {
    show({ status: 'pending', reason: null, decidedAt: null });
    const notice = screen.getByTestId('parcel-claim');
    expect(notice).toHaveTextContent(en.parcels.claim.pendingTitle);
    expect(notice).toHaveTextContent('Keep your order screenshot or invoice at hand');
    expect(notice).toHaveTextContent('If the parcel is not yours, cancel this forecast.');
  });

  it('pending, in Chinese', () => {
    show({ status: 'pending', reason: null, decidedAt: null }, 'zh-Hans');
    expect(screen.getByTestId('parcel-claim')).toHaveTextContent('仓库正在核对是否属于您');
    expect(screen.getByTestId('parcel-claim')).toHaveTextContent('请准备好订单截图或发票');
  });

  it('refused: the warehouse’s reason and the way to customer service', () => {
    show({ status: 'refused', reason: 'The label names another shop.', decidedAt: '2026-03-01T08:00:00.000Z' });
    const notice = screen.getByTestId('parcel-claim');
    expect(notice).toHaveTextContent(en.parcels.claim.refusedTitle);
    expect(notice).toHaveTextContent('Reason: The label names another shop. If the parcel is yours, contact customer service');
  });

  it('nothing for a parcel without a claim', () => {
    const { container } = show(null);
    expect(container).toBeEmptyDOMElement();
  });
});
