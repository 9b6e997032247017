import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en.json';
import { GoodPicture } from './good-picture';
import { GoodStatusTag } from './good-status-tag';
import { GoodSummary } from './good-summary';
import { serverGood } from './test-goods';

const S = en.shipForMe;
const wrap = (node: ReactNode) =>
  render(
    <NextIntlClientProvider locale="en" messages={{ shipForMe: en.shipForMe }}>
      {node}
    </NextIntlClientProvider>,
  );

describe('<GoodPicture/>', () => {
  it('draws an allowed https picture (decorative, lazily, without a referrer) over the placeholder, at a fixed size', () => {
    const { container } = render(<GoodPicture imageUrl="https://img.alicdn.com/a.jpg" title="Cup" platform="taobao" size={80} />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', 'https://img.alicdn.com/a.jpg');
    // Beside its title: no alt text to show in a broken picture's box.
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(img).toHaveAttribute('width', '80');
    expect(img).toHaveAttribute('height', '80');
    // The placeholder is under it from the start: a picture that fails (before any script runs) shows it.
    const box = screen.getByTestId('good-picture');
    expect(box).toHaveStyle({ width: '80px', height: '80px' });
    expect(within(box).getByTestId('good-picture-placeholder')).toHaveTextContent('T');
    expect(box.firstElementChild).toBe(screen.getByTestId('good-picture-placeholder'));
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows only the platform’s initial (or the title’s) for a picture from any other host, over http, or none', () => {
    for (const url of ['https://evil.example/a.jpg', 'http://img.alicdn.com/a.jpg', 'javascript:alert(1)', null]) {
      const { container, unmount } = render(<GoodPicture imageUrl={url} title="Cup" platform="jd" />);
      expect(container.querySelector('img')).toBeNull();
      expect(screen.getByTestId('good-picture-placeholder')).toHaveTextContent('J');
      expect(screen.getByTestId('good-picture-placeholder')).toHaveAttribute('aria-hidden', 'true');
      unmount();
    }
    render(<GoodPicture imageUrl={null} title="lamp" platform="other" size={48} />);
    expect(screen.getByTestId('good-picture-placeholder')).toHaveTextContent('L');
    expect(screen.getByTestId('good-picture')).toHaveStyle({ width: '48px', height: '48px' });
  });
});

describe('<GoodSummary/> and <GoodStatusTag/>', () => {
  it('a server good: its page here, shop and platform, spec, price × quantity and the site total', () => {
    wrap(<GoodSummary good={serverGood({ currency: 'USD', unitPrice: 3.5, quantity: 4, totalInSiteCurrency: 99.4 })} />);
    // A SoftLink in the page's language: the header island follows it client-side (no next/link on public pages).
    expect(screen.getByRole('link', { name: 'Tea cup' })).toHaveAttribute('href', '/en/ship-for-me/good-detail?id=G1');
    expect(screen.getByRole('link', { name: 'Tea cup' })).toHaveAttribute('data-soft', '');
    const summary = screen.getByTestId('good-summary');
    expect(summary).toHaveTextContent(`Cup shop · ${S.platform.taobao}`);
    expect(summary).toHaveTextContent('Spec: Blue');
    expect(summary).toHaveTextContent('$3.50 × 4');
    expect(summary).toHaveTextContent(`${S.totalLabel} ¥99.40`);
  });

  it('a local good: the shop’s page in a new tab, no total', () => {
    wrap(
      <GoodSummary
        good={{ clientKey: 'abcdefgh1', url: 'https://item.jd.com/9.html', title: 'Lamp', shopName: 'Lamp shop', unitPrice: 30, currency: 'CNY', quantity: 1 }}
      />,
    );
    const link = screen.getByRole('link', { name: 'Lamp' });
    expect(link).toHaveAttribute('href', 'https://item.jd.com/9.html');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(screen.getByTestId('good-summary')).toHaveTextContent(`Lamp shop · ${S.platform.jd}`);
    expect(screen.getByTestId('good-summary')).not.toHaveTextContent(S.totalLabel);
  });

  it('names each status', () => {
    wrap(
      <>
        {[10, 20, 30, 40].map((status) => (
          <GoodStatusTag key={status} status={status} />
        ))}
      </>,
    );
    expect(screen.getAllByTestId('good-status').map((tag) => tag.textContent)).toEqual([S.status['10'], S.status['20'], S.status['30'], S.status['40']]);
  });
});
