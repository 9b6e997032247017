import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import { InsufficientBalanceDialog, useInsufficientBalance } from './insufficient-balance-dialog';

vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'en', site: 'x' }) }));

const wrap = (ui: React.ReactNode) => (
  <NextIntlClientProvider locale="en" messages={{ recharge: en.recharge }}>
    {ui}
  </NextIntlClientProvider>
);

function Harness({ returnTo }: { returnTo: string }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Pay
      </button>
      <InsufficientBalanceDialog open={open} shortfall={12.3} currencySymbol="¥" returnTo={returnTo} onClose={() => setOpen(false)} />
    </>
  );
}

describe('<InsufficientBalanceDialog/>', () => {
  it('shows the shortfall and links to recharge with the amount and the way back', () => {
    render(wrap(<Harness returnTo="/user/combined-order?id=B1" />));
    const dialog = screen.getByRole('dialog', { name: en.recharge.insufficient.title });
    expect(dialog).toHaveTextContent('Your balance is ¥12.30 short. Recharge now?');
    const link = screen.getByRole('link', { name: en.recharge.insufficient.rechargeNow });
    const href = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/en/user/recharge');
    expect(href.searchParams.get('amount')).toBe('12.30');
    expect(href.searchParams.get('returnTo')).toBe('/user/combined-order?id=B1');
    expect(link).toHaveFocus();
  });

  it.each(['https://evil.example/pay', '//evil.example/x', 'javascript:alert(1)', '/\\evil.example'])(
    'drops a returnTo that is not same-site: %s',
    (returnTo) => {
      render(wrap(<Harness returnTo={returnTo} />));
      const href = new URL(screen.getByRole('link', { name: en.recharge.insufficient.rechargeNow }).getAttribute('href')!, 'http://localhost');
      expect(href.searchParams.get('amount')).toBe('12.30');
      expect(href.searchParams.has('returnTo')).toBe(false);
    },
  );

  it('keeps a path given with the language prefix once, without it', () => {
    render(wrap(<Harness returnTo="/en/user/my-wallet" />));
    const href = new URL(screen.getByRole('link', { name: en.recharge.insufficient.rechargeNow }).getAttribute('href')!, 'http://localhost');
    expect(href.searchParams.get('returnTo')).toBe('/user/my-wallet');
  });

  it('closes with Cancel and with Escape, and gives focus back', () => {
    render(wrap(<Harness returnTo="/user/my-wallet" />));
    fireEvent.click(screen.getByRole('button', { name: en.recharge.insufficient.cancel }));
    expect(screen.queryByRole('dialog')).toBeNull();

    const pay = screen.getByRole('button', { name: 'Pay' });
    pay.focus();
    fireEvent.click(pay);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(pay).toHaveFocus();
  });
});

describe('useInsufficientBalance', () => {
  function PayButton({ failure }: { failure: unknown }) {
    const balance = useInsufficientBalance('¥');
    const [handled, setHandled] = useState<boolean | null>(null);
    return (
      <>
        <button type="button" onClick={() => setHandled(balance.handle(failure, '/user/my-wallet'))}>
          Pay
        </button>
        <output>{String(handled)}</output>
        {balance.dialog}
      </>
    );
  }
  const insufficient = { response: { status: 402, data: { error: { code: 'INSUFFICIENT_BALANCE', message: 'x', details: '45.5' } } } };

  it('opens the dialog for 402 INSUFFICIENT_BALANCE with the shortfall', () => {
    render(wrap(<PayButton failure={insufficient} />));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Pay' })));
    expect(screen.getByText('true')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveTextContent('¥45.50');
    const href = new URL(screen.getByRole('link', { name: en.recharge.insufficient.rechargeNow }).getAttribute('href')!, 'http://localhost');
    expect(href.searchParams.get('amount')).toBe('45.50');
    expect(href.searchParams.get('returnTo')).toBe('/user/my-wallet');
  });

  it('leaves any other failure to the caller', () => {
    render(wrap(<PayButton failure={{ response: { status: 400, data: { error: { code: 'PAYMENT_FAILED' } } } }} />));
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(screen.getByText('false')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
