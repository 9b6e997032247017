// The recharge form on the USD site (blue.localhost), fed the method list that site's server answers
// (server/modules/funds/online-topups.test.ts checks the order and currencies): it starts on the first method
// that pays in dollars, and says what the provider will charge, in the provider's currency, before leaving.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentMethodInfo, TopupQuote } from '@/lib/api/funds';
import en from '@/locales/en.json';
import zh from '@/locales/zh-Hans.json';
import { server } from '@/tests/msw/server';
import { resetBrowser } from '@/tests/kits/recharge-test-kit';
import { RechargeForm } from './recharge-form';

vi.mock('next/navigation', () => ({
  useParams: () => ({ locale: 'en', site: 'x' }),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn() }),
}));
vi.mock('@/lib/api/progress', () => ({ progressStart: () => {}, progressDone: () => {} }));

const at = '2026-11-27T20:30:28.141Z';
const rate = (currency: string, symbol: string, value: string, withdrawal: string) => ({
  currency,
  symbol,
  rate: value,
  withdrawalRate: withdrawal,
  updatedAt: at,
});
const CNY = rate('CNY', '¥', '7.20000000', '0.13611111');
const USD = rate('USD', '$', '1.00000000', '0.98000000');
const online = (method: number, name: string, currencies: PaymentMethodInfo['currencies'], feePercent = '0.0000', feeFixed = {}): PaymentMethodInfo => ({
  method,
  name,
  currencies,
  minAmount: 1,
  maxAmount: 50000,
  feePercent,
  feeFixed,
  flow: 'online',
  details: {},
});

/** POST /api/u/fund-management/topup/method-list on blue.localhost (sandbox mode), in its order. */
const BLUE_METHODS: PaymentMethodInfo[] = [
  online(2, 'Alipay', [CNY]),
  online(1, 'WeChat Pay', [CNY]),
  online(4, 'PayPal', [USD], '3.5000', { USD: 0.3 }),
  online(16, 'HitPay', [rate('SGD', 'S$', '1.34300000', '0.72970961')], '2.9000', { SGD: 0.5 }),
  online(32, 'Billplz', [rate('MYR', 'RM', '4.69000000', '0.20895522')], '1.5000'),
  {
    ...online(8, 'Bank transfer', [USD]),
    flow: 'audited',
    details: { swift: 'DEMOCNSH', bankName: 'Demo Bank of Commerce', accountName: 'Demo Forwarding Ltd', accountNumber: '6222 0000 1234 5678' },
  },
  {
    ...online(33, 'Taobao link', [CNY]),
    flow: 'audited',
    details: { itemUrl: 'https://item.taobao.com/item.htm?id=000000000000', unitPrice: '1', unitCurrency: 'CNY' },
  },
];

/** The blue server's previews of $27.27 (server/modules/funds/online-topups.test.ts). */
const QUOTES: Record<string, Omit<TopupQuote, 'quoteId' | 'expiresAt'>> = {
  '2-CNY': { method: 2, currency: 'CNY', rate: '7.20000000', creditAmount: 27.27, payAmount: 196.34, serviceCharge: 0, totalPay: 196.34 },
  '4-USD': { method: 4, currency: 'USD', rate: '1.00000000', creditAmount: 27.27, payAmount: 27.27, serviceCharge: 1.25, totalPay: 28.52 },
};

function answerPreviews() {
  const asked: { method: number; currency: string; amount: string }[] = [];
  server.use(
    mock.post('/api/u/fund-management/topup/exchange-calculate', async ({ request }) => {
      const body = (await request.json()) as (typeof asked)[number];
      asked.push(body);
      return HttpResponse.json({ quoteId: `Q${asked.length}`, expiresAt: '2030-01-01T10:20:00.000Z', ...QUOTES[`${body.method}-${body.currency}`] });
    }),
  );
  return asked;
}

function renderBlue(locale: 'en' | 'zh-Hans' = 'en') {
  const messages = locale === 'en' ? en : zh;
  return render(
    <NextIntlClientProvider locale={locale} messages={{ recharge: messages.recharge, funds: messages.funds, errors: messages.errors }}>
      <RechargeForm methods={BLUE_METHODS} base={{ code: 'USD', symbol: '$' }} initialAmount="27.27" returnTo={null} previewDelayMs={5} />
    </NextIntlClientProvider>,
  );
}

beforeEach(() => resetBrowser(vi.fn()));

describe('<RechargeForm/> on the USD site', () => {
  it('starts on PayPal in USD (the first method that pays in dollars), not on Alipay in yuan', async () => {
    const asked = answerPreviews();
    renderBlue();
    expect(screen.getByRole('radio', { name: 'PayPal' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Alipay' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'USD ($)' })).toBeChecked();
    await waitFor(() => expect(asked).toEqual([{ method: 4, currency: 'USD', amount: '27.27' }]));
    expect(await screen.findByTestId('pay-summary')).toHaveTextContent('You pay $28.52 in USD with PayPal; $27.27 goes into your wallet.');
  });

  it('says what Alipay will charge in yuan, by the currency’s code, next to the button that leaves for it', async () => {
    answerPreviews();
    renderBlue();
    fireEvent.click(screen.getByRole('radio', { name: 'Alipay' }));
    const summary = await screen.findByText(
      (_, element) => element?.getAttribute('data-testid') === 'pay-summary' && /¥196\.34/.test(element.textContent ?? ''),
    );
    expect(summary).toHaveTextContent('You pay ¥196.34 in CNY with Alipay; $27.27 goes into your wallet.');
    expect(summary.nextElementSibling).toContainElement(screen.getByRole('button', { name: en.recharge.submit }));
  });

  it('says it in Chinese too', async () => {
    answerPreviews();
    renderBlue('zh-Hans');
    fireEvent.click(screen.getByRole('radio', { name: '支付宝' }));
    await waitFor(() => expect(screen.getByTestId('pay-summary')).toHaveTextContent('您将通过支付宝支付 ¥196.34（CNY），钱包入账 $27.27。'));
  });
});
