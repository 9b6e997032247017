// On a phone (below 640 px) the order forms keep their total and submit in a bar at the bottom; the quote
// lines open from it; its button sends the form as the summary's button does on a wide screen.
import { formRouter } from '@/tests/kits/order-form-mocks';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import type { CombinedOrderDraftInput, CombinedOrderSubmitInput } from '@/lib/api/combined-order';
import { configureHttp } from '@/lib/api/http';
import { CombinedOrderDraftSchema } from '@/lib/contract/schemas/combined-order';
import { combinedOrderDetailFixture } from '@/tests/kits/combined-order-test-kit';
import {
  addressFixture,
  answerDraftsAt,
  CNY,
  draftFor,
  parcelFixture,
  PATHS,
  recordSubmitsAt,
  renderIsland,
} from '@/tests/kits/combined-order-submit-test-kit';
import {
  answerTranshipmentDrafts,
  recordTranshipmentSubmits,
  renderTranshipmentIsland,
  transhipmentParcel,
  transhipmentResult,
} from '@/tests/kits/transhipment-order-submit-test-kit';
import { TranshipmentForm } from '@/components/transhipment-order/submit/transhipment-form';
import { CombinedOrderForm } from './combined-order-form';
import { NARROW } from './use-narrow';

const { replace } = formRouter;

const T = en.combinedOrderSubmit;
const addresses = [addressFixture('A1', { isDefault: true })];
const original = window.matchMedia;

/** A window `narrow` or not: matchMedia answers the bar's query as told. */
function windowIs(narrow: boolean) {
  window.matchMedia = (query: string) => ({ ...original(query), matches: query === NARROW ? narrow : false, media: query });
}

const bar = () => screen.getByRole('region', { name: T.bar.label });
const buttons = () => screen.getAllByRole('button', { name: T.submit.payNow });

beforeEach(() => {
  configureHttp({ locale: 'en', messages: en.errors, navigate: vi.fn() });
  replace.mockReset();
});
afterEach(() => {
  window.matchMedia = original;
});

describe('the summary bar of the waybill form', () => {
  it('shows the total and sends the form with it: one submit, the total shown, one Idempotency-Key', async () => {
    windowIs(true);
    // The drafts as the server shapes them.
    answerDraftsAt(PATHS.draft, (input: CombinedOrderDraftInput) => CombinedOrderDraftSchema.parse(draftFor(input)));
    const sent = recordSubmitsAt<CombinedOrderSubmitInput>(PATHS.submit, async () => {
      await delay(30);
      return HttpResponse.json({ waybill: combinedOrderDetailFixture({ id: 'L3001' }), payment: 'paid', shortfall: null });
    });
    renderIsland(
      <CombinedOrderForm
        parcels={[parcelFixture('P1'), parcelFixture('P2')]}
        warehouseName="Shenzhen warehouse"
        addresses={addresses}
        currency={CNY}
        draftDelayMs={5}
      />,
    );
    expect(within(bar()).getByText(T.bar.noTotal)).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('radio', { name: /Method M1/ }));
    await waitFor(() => expect(bar()).toHaveTextContent(`${T.summary.total}¥130.50`));

    // One submit button on the page, the bar's; the summary keeps its notes.
    expect(buttons()).toHaveLength(1);
    expect(within(bar()).getByRole('button', { name: T.submit.payNow })).toBe(buttons()[0]);
    expect(screen.getByText(T.submit.payNowNote)).toBeInTheDocument();

    // The quote lines, one tap away.
    const details = within(bar()).getByRole('button', { name: T.bar.details });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(details.getAttribute('aria-controls')!)).not.toBeVisible();
    fireEvent.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');
    const lines = screen.getByRole('region', { name: T.summary.linesLabel });
    expect(lines).toBeVisible();
    expect(lines.id).toBe(details.getAttribute('aria-controls'));
    expect(within(lines).getByRole('row', { name: /Additional weight 3 × 0.5 kg × 12.00/ })).toHaveTextContent('¥36.00');
    fireEvent.keyDown(lines, { key: 'Escape' });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    expect(details).toHaveFocus();

    const submit = within(bar()).getByRole('button', { name: T.submit.payNow });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/en/user/success?id=L3001', undefined));
    expect(sent).toHaveLength(1);
    expect(sent[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[0].body).toMatchObject({ parcelIds: ['P1', 'P2'], addressId: 'A1', methodId: 'M1', expectedTotal: 130.5, payNow: true });
  });

  it('shows why a submit failed in the bar, where the customer pressed it', async () => {
    windowIs(true);
    answerDraftsAt(PATHS.draft, (input: CombinedOrderDraftInput) => draftFor(input));
    const sent = recordSubmitsAt<CombinedOrderSubmitInput>(PATHS.submit, () => HttpResponse.json({}));
    renderIsland(
      <CombinedOrderForm parcels={[parcelFixture('P1')]} warehouseName="Shenzhen warehouse" addresses={addresses} currency={CNY} draftDelayMs={5} />,
    );
    await screen.findByRole('radio', { name: /Method M1/ });
    fireEvent.click(within(bar()).getByRole('button', { name: T.submit.payNow }));
    expect(await within(bar()).findByText(T.submit.checkFields)).toHaveAttribute('role', 'alert');
    expect(sent).toHaveLength(0);
  });

  it('is not there on a wide screen: the summary keeps its own button', async () => {
    windowIs(false);
    answerDraftsAt(PATHS.draft, (input: CombinedOrderDraftInput) => draftFor(input));
    renderIsland(
      <CombinedOrderForm parcels={[parcelFixture('P1')]} warehouseName="Shenzhen warehouse" addresses={addresses} currency={CNY} draftDelayMs={5} />,
    );
    await screen.findByRole('radio', { name: /Method M1/ });
    expect(screen.queryByRole('region', { name: T.bar.label })).toBeNull();
    expect(buttons()).toHaveLength(1);
    expect(buttons()[0].closest('aside')).not.toBeNull();
  });
});

describe('the summary bar of the transhipment form', () => {
  it('shows the total and submits the order', async () => {
    windowIs(true);
    answerTranshipmentDrafts();
    const sent = recordTranshipmentSubmits(() => HttpResponse.json(transhipmentResult('paid')));
    renderTranshipmentIsland(<TranshipmentForm parcels={[transhipmentParcel('P1')]} parcelId="P1" addresses={addresses} currency={CNY} draftDelayMs={5} />);
    fireEvent.click(await screen.findByRole('radio', { name: /Method M1/ }));
    await waitFor(() => expect(bar()).toHaveTextContent('¥130.50'));
    expect(buttons()).toHaveLength(1);
    fireEvent.click(within(bar()).getByRole('button', { name: T.submit.payNow }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toMatchObject({ parcelId: 'P1', methodId: 'M1', expectedTotal: 130.5 });
    await waitFor(() => expect(replace).toHaveBeenCalled());
  });
});
