import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { delay, http as mock, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import { paymentProviders } from '@/server/modules/payments';
import { server } from '@/tests/msw/server';
import { RechargeForm } from './recharge-form';
import { METHODS, quoteFor, resetBrowser, topupOf } from '@/tests/kits/recharge-test-kit';

const push = vi.fn();
vi.mock('next/navigation', () => ({
  useParams: () => ({ locale: 'en', site: 'x' }),
  useRouter: () => ({ push, replace: vi.fn(), prefetch: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn() }),
}));

// The top progress bar fades out on timers that would outlive the test's document.
vi.mock('@/lib/api/progress', () => ({ progressStart: () => {}, progressDone: () => {} }));

const PREVIEW = '/api/u/fund-management/topup/exchange-calculate';
const CREATE = '/api/u/fund-management/topup/user-topup';
const assign = vi.fn();

type Sent = { key: string | null; body: { method: number; currency: string; amount: string; quoteId: string } };

function answerPreviews() {
  const asked: unknown[] = [];
  server.use(
    mock.post(PREVIEW, async ({ request }) => {
      const body = (await request.json()) as Parameters<typeof quoteFor>[0];
      asked.push(body);
      return HttpResponse.json(quoteFor(body, asked.length));
    }),
  );
  return asked;
}

function recordCreates(answer: (sent: Sent, n: number) => Response | Promise<Response>) {
  const sent: Sent[] = [];
  server.use(
    mock.post(CREATE, async ({ request }) => {
      const one = { key: request.headers.get('Idempotency-Key'), body: (await request.json()) as Sent['body'] };
      sent.push(one);
      return answer(one, sent.length);
    }),
  );
  return sent;
}

function renderForm(props: { initialAmount?: string; returnTo?: string | null } = {}) {
  return render(
    <NextIntlClientProvider locale="en" messages={{ recharge: en.recharge, funds: en.funds, errors: en.errors }}>
      <RechargeForm
        methods={METHODS}
        base={{ code: 'CNY', symbol: '¥' }}
        initialAmount={props.initialAmount ?? ''}
        returnTo={props.returnTo ?? null}
        previewDelayMs={5}
      />
    </NextIntlClientProvider>,
  );
}

const amountInput = () => screen.getByLabelText(en.recharge.customLabel);
const submitButton = () => screen.getByRole('button', { name: en.recharge.submit });
const preview = () => screen.getByRole('region', { name: en.recharge.previewHeading });
/** The figures are shown and credit `amount` (the term "Credited to your wallet" and its value). */
async function quoteShown(amount: string) {
  const term = await within(preview()).findByText(en.recharge.credit);
  await waitFor(() => expect(term.nextElementSibling).toHaveTextContent(amount));
}

beforeEach(() => {
  resetBrowser(assign);
  push.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('<RechargeForm/>', () => {
  it('lists the methods in order with their fee rule and how they are credited', () => {
    renderForm();
    const radios = screen.getAllByRole('radio').slice(0, 4);
    expect(radios.map((r) => r.closest('div')?.querySelector('label')?.textContent)).toEqual(['Alipay', 'PayPal', 'WeChat Pay', 'Bank transfer']);
    expect(screen.getByRole('radio', { name: 'PayPal' })).toHaveAccessibleDescription(expect.stringContaining('Service charge: 3.5% + $0.30'));
    expect(screen.getByRole('radio', { name: 'Alipay' })).toHaveAccessibleDescription(expect.stringContaining(en.recharge.feeNone));
    expect(screen.getByRole('radio', { name: 'Bank transfer' })).toHaveAccessibleDescription(expect.stringContaining(en.recharge.auditedNote));
  });

  it('a preset fills the amount and the live figures follow the method and currency', async () => {
    const asked = answerPreviews();
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: '¥200.00' }));
    expect(amountInput()).toHaveValue('200');
    expect(screen.getByRole('button', { name: '¥200.00' })).toHaveAttribute('aria-pressed', 'true');
    await quoteShown('¥200.00');

    fireEvent.click(screen.getByRole('radio', { name: 'PayPal' }));
    const currencies = screen.getByRole('radiogroup', { name: en.recharge.currencyLegend });
    expect(
      within(currencies)
        .getAllByRole('radio')
        .map((r) => r.parentElement?.textContent),
    ).toEqual(['USD ($)', 'CNY (¥)']);
    fireEvent.click(within(currencies).getByRole('radio', { name: 'USD ($)' }));
    await within(preview()).findByText('1 CNY = 0.13888889 USD');
    const facts = within(preview());
    expect(facts.getByText('$27.78')).toBeInTheDocument();
    expect(facts.getByText('$1.27')).toBeInTheDocument();
    expect(facts.getByText('$29.05')).toBeInTheDocument();
    expect(asked.at(-1)).toEqual({ method: 4, currency: 'USD', amount: '200' });
  });

  it.each([
    ['12.345', en.recharge.amountDecimals],
    ['abc', en.recharge.amountInvalid],
    ['5', 'The least you can top up with this method is ¥10.00'],
    ['60000', 'The most you can top up with this method is ¥50000.00'],
    ['123456789', en.recharge.amountTooLarge],
    ['0', en.recharge.amountPositive],
  ])('says what is wrong with a custom amount: %s', async (typed, message) => {
    const asked = answerPreviews();
    renderForm();
    fireEvent.change(amountInput(), { target: { value: typed } });
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(amountInput()).toHaveAttribute('aria-invalid', 'true');
    expect(amountInput()).toHaveAccessibleDescription(expect.stringContaining(message));
    fireEvent.click(submitButton());
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(asked).toEqual([]);
  });

  it('a method and currency chosen while the figures for the previous choice are on their way stay chosen, and the figures follow them', async () => {
    const asked: unknown[] = [];
    let release = () => {};
    const firstFigures = new Promise<void>((resolve) => (release = resolve));
    server.use(
      mock.post(PREVIEW, async ({ request }) => {
        const body = (await request.json()) as Parameters<typeof quoteFor>[0];
        asked.push(body);
        if (asked.length === 1) await firstFigures;
        return HttpResponse.json(quoteFor(body, asked.length));
      }),
    );
    renderForm({ initialAmount: '200' });
    await waitFor(() => expect(asked).toHaveLength(1));
    fireEvent.click(screen.getByRole('radio', { name: 'PayPal' }));
    const currencies = screen.getByRole('radiogroup', { name: en.recharge.currencyLegend });
    fireEvent.click(within(currencies).getByRole('radio', { name: 'USD ($)' }));
    release();
    await within(preview()).findByText('1 CNY = 0.13888889 USD');
    expect(screen.getByRole('radio', { name: 'PayPal' })).toBeChecked();
    expect(within(currencies).getByRole('radio', { name: 'USD ($)' })).toBeChecked();
    expect(asked.at(-1)).toEqual({ method: 4, currency: 'USD', amount: '200' });
  });

  it('asks for an amount when none was given', () => {
    renderForm();
    expect(screen.queryByText(en.recharge.amountRequired)).toBeNull();
    fireEvent.click(submitButton());
    expect(screen.getByText(en.recharge.amountRequired)).toBeInTheDocument();
    expect(amountInput()).toHaveFocus();
  });

  it('shows the server message when the figures cannot be made', async () => {
    server.use(
      mock.post(PREVIEW, () => HttpResponse.json({ error: { code: 'CURRENCY_NOT_CONFIGURED', message: 'Currency problem, contact us' } }, { status: 400 })),
    );
    renderForm({ initialAmount: '100' });
    expect(await within(preview()).findByText('Currency problem, contact us')).toBeInTheDocument();
  });

  it('sends one request for a double click and goes to the provider, keeping the way back', async () => {
    answerPreviews();
    const sent = recordCreates(async () => {
      await delay(30);
      return HttpResponse.json(topupOf({ next: { kind: 'redirect', url: 'https://pay.example/checkout/1' } }));
    });
    renderForm({ initialAmount: '100', returnTo: '/user/combined-order?id=B1' });
    await quoteShown('¥100.00');
    fireEvent.click(submitButton());
    fireEvent.click(submitButton());
    expect(submitButton()).toBeDisabled();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/checkout/1'));
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toEqual({ method: 2, currency: 'CNY', amount: '100', quoteId: 'Q1-2-CNY-100' });
    expect(sent[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(window.sessionStorage.getItem('topupReturnTo:TOPUP1')).toBe('/user/combined-order?id=B1');
    expect(push).not.toHaveBeenCalled();
  });

  it.each([
    ['qr', 1, { kind: 'qr' as const, qrCode: 'weixin://x', qrImageUrl: paymentProviders.qrImageUrl('weixin://x'), expiresAt: '2030-01-01T00:00:00Z' }],
    ['proof', 8, { kind: 'proof' as const }],
  ])('a %s top-up goes on at the top-up page', async (_kind, method, next) => {
    answerPreviews();
    recordCreates(() => HttpResponse.json(topupOf({ id: 'TOPUP9', method, next })));
    renderForm({ initialAmount: '100' });
    fireEvent.click(screen.getByRole('radio', { name: en.funds.method[String(method) as '1'] }));
    await quoteShown('¥100.00');
    fireEvent.click(submitButton());
    await waitFor(() => expect(push).toHaveBeenCalledWith('/en/details/topup?id=TOPUP9', undefined));
    expect(assign).not.toHaveBeenCalled();
  });

  it('retries with the same key after a network failure, and makes a new one when the values change', async () => {
    answerPreviews();
    const sent = recordCreates((_one, n) =>
      n < 3 ? HttpResponse.error() : HttpResponse.json(topupOf({ next: { kind: 'redirect', url: 'https://pay.example/2' } })),
    );
    renderForm({ initialAmount: '100' });
    await quoteShown('¥100.00');
    fireEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(en.errors.requestMsg);
    await waitFor(() => expect(submitButton()).toBeEnabled());
    fireEvent.click(submitButton());
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1].key).toBe(sent[0].key);

    await waitFor(() => expect(submitButton()).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: '¥500.00' }));
    await quoteShown('¥500.00');
    fireEvent.click(submitButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/2'));
    expect(sent).toHaveLength(3);
    expect(sent[2].key).not.toBe(sent[0].key);
    expect(sent[2].body.amount).toBe('500');
  });

  it('RATE_CHANGED: new figures are fetched, the customer is told, and the next try sends the new quote', async () => {
    const asked = answerPreviews();
    const sent = recordCreates((_one, n) =>
      n === 1
        ? HttpResponse.json({ error: { code: 'RATE_CHANGED', message: 'Rate changed' } }, { status: 409 })
        : HttpResponse.json(topupOf({ next: { kind: 'redirect', url: 'https://pay.example/3' } })),
    );
    renderForm({ initialAmount: '100' });
    await quoteShown('¥100.00');
    fireEvent.click(submitButton());
    expect(await screen.findByRole('status')).toHaveTextContent(en.recharge.rateChanged);
    await waitFor(() => expect(asked).toHaveLength(2));
    await quoteShown('¥100.00');
    fireEvent.click(submitButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/3'));
    expect(sent.map((s) => s.body.quoteId)).toEqual(['Q1-2-CNY-100', 'Q2-2-CNY-100']);
    expect(sent[1].key).not.toBe(sent[0].key);
  });
});
