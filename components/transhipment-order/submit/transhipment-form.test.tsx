import { formRouter } from '@/tests/kits/order-form-mocks';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import { configureHttp } from '@/lib/api/http';
import { addressFixture, chooseM1, CNY, quoteTotal } from '@/tests/kits/combined-order-submit-test-kit';
import { findBalanceDialog } from '@/components/combined-order/submit/test-balance-dialog';
import { TranshipmentForm } from './transhipment-form';
import {
  answerTranshipmentDrafts,
  recordTranshipmentSubmits,
  renderTranshipmentIsland,
  transhipmentDraftFor,
  transhipmentParcel,
  transhipmentResult,
} from '@/tests/kits/transhipment-order-submit-test-kit';

const { replace } = formRouter;
const T = en.transhipmentOrderSubmit;
const W = en.combinedOrderSubmit;
const weighed = transhipmentParcel('P1');
const unweighed = transhipmentParcel('P2', { status: 50, weight: null, declaredName: null });
const addresses = [addressFixture('A1', { isDefault: true })];

function renderForm(parcelId: string | null, parcels = [weighed, unweighed]) {
  return renderTranshipmentIsland(<TranshipmentForm parcels={parcels} parcelId={parcelId} addresses={addresses} currency={CNY} draftDelayMs={5} />);
}

/** Chooses the parcel of this option text in the parcel select (a native one). */
function choose(text: string) {
  const select = screen.getByRole('combobox', { name: /Parcel to forward/ });
  const option = within(select).getByRole<HTMLOptionElement>('option', { name: text });
  fireEvent.change(select, { target: { value: option.value } });
}

const weightInput = () => screen.queryByRole('spinbutton', { name: /Estimated weight \(kg\)/ });
const submitButton = (name: string = W.submit.payNow) => screen.getByRole('button', { name });

beforeEach(() => {
  configureHttp({ locale: 'en', messages: en.errors, navigate: vi.fn() });
  replace.mockReset();
});

describe('<TranshipmentForm/>', () => {
  it('asks for an estimated weight only for a parcel not weighed yet, quotes on it and sends it', async () => {
    const asked = answerTranshipmentDrafts();
    const sent = recordTranshipmentSubmits(() => HttpResponse.json(transhipmentResult('paid')));
    renderForm('P2');
    expect(within(screen.getByTestId('parcel-facts')).getByText(T.parcel.notWeighed)).toBeInTheDocument();
    const weight = weightInput()!;
    expect(weight).toBeRequired();
    expect(weight).toHaveAccessibleDescription(/the quote uses your estimate \(0\.01–300 kg\)/);
    expect(screen.getByText(T.weight.needed)).toBeInTheDocument();
    await delay(40);
    expect(asked).toHaveLength(0);

    fireEvent.click(submitButton());
    expect(await screen.findByText(T.weight.required)).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    expect(weight).toHaveAccessibleDescription(expect.stringContaining(T.weight.required));

    fireEvent.change(weight, { target: { value: '2.5' } });
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    expect(asked[0]).toEqual({
      parcelId: 'P2',
      addressId: 'A1',
      methodId: null,
      serviceIds: [],
      estimatedWeight: 2.5,
      couponId: null,
      points: 0,
    });
    await chooseM1();
    expect(screen.getByText(/Quoted on your estimated weight of 2\.50 kg/)).toBeInTheDocument();
    fireEvent.click(submitButton());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toMatchObject({ parcelId: 'P2', estimatedWeight: 2.5, methodId: 'M1' });
  });

  it('a weighed parcel: no estimated weight, and the draft says null', async () => {
    const asked = answerTranshipmentDrafts();
    renderForm('P1');
    await screen.findByRole('radio', { name: /Method M1/ });
    expect(weightInput()).toBeNull();
    expect(screen.getByTestId('parcel-facts')).toHaveTextContent('1.25 kg');
    expect(asked[0]).toMatchObject({ parcelId: 'P1', estimatedWeight: null });
  });

  it('choosing a parcel in the list: the estimated weight appears for the unweighed one', async () => {
    answerTranshipmentDrafts();
    renderForm(null);
    expect(screen.getByText(T.weight.needParcel)).toBeInTheDocument();
    fireEvent.click(submitButton());
    expect(await screen.findByText(T.parcel.required)).toBeInTheDocument();

    choose('SFP2 · Not arrived · Shenzhen warehouse');
    expect(await screen.findByRole('spinbutton', { name: /Estimated weight \(kg\)/ })).toBeInTheDocument();
    expect(screen.queryByText(T.parcel.required)).toBeNull();

    choose('SFP1 · In stock · Shenzhen warehouse');
    await waitFor(() => expect(weightInput()).toBeNull());
  });

  it('says when ?parcelId names a parcel that cannot be forwarded', () => {
    answerTranshipmentDrafts();
    renderForm('P404');
    expect(screen.getByText(T.parcel.unknown.replace('{id}', 'P404'))).toBeInTheDocument();
  });

  it('submits once with an Idempotency-Key and the total shown, then opens the order', async () => {
    answerTranshipmentDrafts();
    const sent = recordTranshipmentSubmits(() => HttpResponse.json(transhipmentResult('paid')));
    renderForm('P1');
    await chooseM1();
    fireEvent.click(screen.getByRole('checkbox', { name: /Insurance/ }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Insurance/ })).toBeChecked());
    await waitFor(() => expect(screen.queryByText(W.summary.updating)).toBeNull());
    fireEvent.change(screen.getByLabelText(W.remark.label), { target: { value: ' Fragile ' } });
    fireEvent.click(submitButton());
    fireEvent.click(submitButton());
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/en/user/order-detail?id=L5001', undefined));
    expect(sent).toHaveLength(1);
    expect(sent[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[0].body).toEqual({
      parcelId: 'P1',
      addressId: 'A1',
      methodId: 'M1',
      serviceIds: ['INS'],
      couponId: null,
      points: 0,
      estimatedWeight: null,
      customsId: null,
      remark: 'Fragile',
      expectedTotal: 130.5,
      payNow: true,
    });
  });

  it('QUOTE_CHANGED: the new total is shown with a warning, and the next try sends it with a new key', async () => {
    answerTranshipmentDrafts((_input, n) =>
      n >= 3 ? { quote: { ...transhipmentDraftFor({ parcelId: 'P1', addressId: 'A1', methodId: 'M1' }).quote!, total: 142 } } : {},
    );
    const sent = recordTranshipmentSubmits((n) =>
      n === 1
        ? HttpResponse.json({ error: { code: 'QUOTE_CHANGED', message: 'The price has changed.' } }, { status: 409 })
        : HttpResponse.json(transhipmentResult('paid')),
    );
    renderForm('P1');
    await chooseM1();
    fireEvent.click(submitButton());
    expect(await screen.findByText(W.submit.quoteChanged)).toBeInTheDocument();
    await waitFor(() => expect(quoteTotal()).toHaveTextContent('¥142.00'));
    expect(replace).not.toHaveBeenCalled();
    await waitFor(() => expect(submitButton()).toBeEnabled());
    fireEvent.click(submitButton());
    await waitFor(() => expect(replace).toHaveBeenCalled());
    expect(sent.map((one) => one.body.expectedTotal)).toEqual([130.5, 142]);
    expect(sent[1].key).not.toBe(sent[0].key);
  });

  it('the wallet short: the order waits unpaid, the dialog offers to recharge and come back to it', async () => {
    answerTranshipmentDrafts();
    recordTranshipmentSubmits(() => HttpResponse.json(transhipmentResult('unpaid', 30)));
    renderForm('P1');
    await chooseM1();
    fireEvent.click(submitButton());
    const { dialog, returnTo } = await findBalanceDialog();
    expect(dialog).toHaveTextContent('The transhipment order L5001 has been saved and waits for payment.');
    expect(returnTo).toBe('/user/order-detail?id=L5001');
    fireEvent.click(within(dialog).getByRole('button', { name: en.recharge.insufficient.cancel }));
    expect(replace).toHaveBeenCalledWith('/en/user/order-detail?id=L5001', undefined);
  });

  it('pack first, pay later: "Submit" with its note, and payNow false', async () => {
    answerTranshipmentDrafts(() => ({ paymentTiming: 20 }));
    const sent = recordTranshipmentSubmits(() => HttpResponse.json(transhipmentResult('later')));
    renderForm('P1');
    await chooseM1();
    expect(screen.getByText(T.submit.payLaterNote)).toBeInTheDocument();
    fireEvent.click(submitButton(W.submit.submit));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body.payNow).toBe(false);
  });
});
