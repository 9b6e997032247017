// What the waybill form shows beside the fee: what combining saved (only when it saved something) and the
// dates a method delivers between, from today, in the page's language.
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import zh from '@/locales/zh-Hans.json';
import type { CombinedOrderDraft, CombinedOrderDraftInput } from '@/lib/api/combined-order';
import { configureHttp } from '@/lib/api/http';
import { CombinedOrderDraftSchema } from '@/lib/contract/schemas/combined-order';
import { addressFixture, answerDraftsAt, chooseM1, CNY, draftFor, parcelFixture, PATHS } from '@/tests/kits/combined-order-submit-test-kit';
import { CombinedOrderForm } from './combined-order-form';

vi.mock('next/navigation', () => ({
  useParams: () => ({ locale: 'en', site: 'x' }),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn() }),
}));
vi.mock('@/lib/api/progress', () => ({ progressStart: () => {}, progressDone: () => {} }));

/** The drafts as the server shapes them, the quote saying what combining saved (`saved`, decimal). */
function answerDrafts(saved: number | undefined) {
  return answerDraftsAt(PATHS.draft, (input: CombinedOrderDraftInput) => {
    const draft: CombinedOrderDraft = draftFor(input);
    return CombinedOrderDraftSchema.parse(draft.quote ? { ...draft, quote: { ...draft.quote, savedByCombining: saved } } : draft);
  });
}

function renderForm(locale: 'en' | 'zh-Hans' = 'en') {
  const catalog = locale === 'en' ? en : zh;
  return render(
    <NextIntlClientProvider locale={locale} messages={{ combinedOrderSubmit: catalog.combinedOrderSubmit, errors: catalog.errors, recharge: catalog.recharge }}>
      <CombinedOrderForm
        parcels={[parcelFixture('P1'), parcelFixture('P2')]}
        warehouseName="Shenzhen warehouse"
        addresses={[addressFixture('A1', { isDefault: true })]}
        currency={CNY}
        draftDelayMs={5}
      />
    </NextIntlClientProvider>,
  );
}

beforeEach(() => {
  configureHttp({ locale: 'en', messages: en.errors, navigate: vi.fn() });
});

describe('what combining saved', () => {
  it('is shown under the quote when the parcels cost less together than one by one', async () => {
    answerDrafts(57.5);
    renderForm();
    await chooseM1();
    const saving = within(screen.getByTestId('quote')).getByTestId('quote-saving');
    expect(saving).toHaveTextContent(`${en.combinedOrderSubmit.summary.saved} ¥57.50`);
    expect(saving).toHaveTextContent(en.combinedOrderSubmit.summary.savedNote);
  });

  it('is not shown when it saved nothing, nor when the quote does not say', async () => {
    answerDrafts(0);
    const { unmount } = renderForm();
    await chooseM1();
    expect(screen.queryByTestId('quote-saving')).toBeNull();
    expect(screen.queryByText(en.combinedOrderSubmit.summary.saved, { exact: false })).toBeNull();
    unmount();
    answerDrafts(undefined);
    renderForm();
    await chooseM1();
    expect(screen.queryByTestId('quote-saving')).toBeNull();
  });
});

describe('the delivery window of a method', () => {
  it('is today plus the method’s transit days, as dates of the page’s language', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 25, 22, 0));
    answerDrafts(0);
    renderForm();
    const m1 = (await screen.findByRole('radio', { name: /Method M1/ })).closest('label')!;
    // Method M1 takes 5–8 days.
    expect(within(m1).getByTestId('delivery-window')).toHaveTextContent('Estimated delivery Nov 30 – Dec 3');
    expect(m1).toHaveTextContent('Express · 5–8 days');
  });

  it('in Chinese', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 25, 9, 0));
    answerDrafts(0);
    renderForm('zh-Hans');
    const m1 = (await screen.findByRole('radio', { name: /Method M1/ })).closest('label')!;
    expect(within(m1).getByTestId('delivery-window')).toHaveTextContent('预计 11月30日–12月3日 送达');
  });
});
