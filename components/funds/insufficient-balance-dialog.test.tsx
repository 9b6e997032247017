import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import zh from '@/locales/zh-Hans.json';
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
    expect(dialog).toHaveTextContent(en.recharge.insufficient.message.replace('<amount></amount>', '¥12.30'));
    const link = screen.getByRole('link', { name: en.recharge.insufficient.rechargeNow });
    const href = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/en/user/recharge');
    expect(href.searchParams.get('amount')).toBe('12.30');
    expect(href.searchParams.get('returnTo')).toBe('/user/combined-order?id=B1');
    expect(link).toHaveFocus();
  });

  it('after a submit that saved the document unpaid, says so first (the waybill is not lost), as its description', () => {
    const saved = (kind: 'waybill' | 'transhipment' | 'order', id: string) =>
      wrap(
        <InsufficientBalanceDialog open shortfall={28.12} currencySymbol="¥" returnTo="/user/combined-order?id=B1" saved={{ kind, id }} onClose={() => {}} />,
      );
    const { unmount } = render(saved('waybill', 'B1001'));
    const dialog = screen.getByRole('dialog', { name: en.recharge.insufficient.title });
    expect(dialog).toHaveAccessibleDescription(/^The waybill B1001 has been saved and waits for payment\. Your balance is ¥28\.12 short\./);
    unmount();
    render(saved('transhipment', 'T2002'));
    expect(screen.getByRole('dialog')).toHaveTextContent('The transhipment order T2002 has been saved and waits for payment.');
  });

  it('says it in Chinese too, and says nothing of saving for a payment that failed', () => {
    const { unmount } = render(
      <NextIntlClientProvider locale="zh-Hans" messages={{ recharge: zh.recharge }}>
        <InsufficientBalanceDialog
          open
          shortfall={28.12}
          currencySymbol="¥"
          returnTo="/user/my-wallet"
          saved={{ kind: 'order', id: 'L3003' }}
          onClose={() => {}}
        />
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(/^订单 L3003 已保存，等待支付。 ?您的余额还差 ¥28\.12/);
    unmount();
    render(wrap(<Harness returnTo="/user/my-wallet" />));
    expect(screen.getByRole('dialog')).not.toHaveTextContent(/saved/);
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
