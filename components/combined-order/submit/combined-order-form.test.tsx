import { formRouter } from '@/tests/kits/order-form-mocks';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import type { CombinedOrderDraft, CombinedOrderDraftInput, CombinedOrderSubmitInput, CombinedOrderSubmitResult } from '@/lib/api/combined-order';
import { configureHttp } from '@/lib/api/http';
import { server } from '@/tests/msw/server';
import { combinedOrderDetailFixture } from '@/tests/kits/combined-order-test-kit';
import {
  addressFixture,
  answerDraftsAt,
  chooseM1,
  CNY,
  draftFor,
  parcelFixture,
  PATHS,
  quoteTotal,
  recordSubmitsAt,
  renderIsland,
  type SentSubmit,
} from '@/tests/kits/combined-order-submit-test-kit';
import { CombinedOrderForm } from './combined-order-form';
import { findBalanceDialog } from './test-balance-dialog';

const { replace } = formRouter;

const T = en.combinedOrderSubmit;
const parcels = [parcelFixture('P1'), parcelFixture('P2', { weight: 0.75 })];
const addresses = [addressFixture('A1', { isDefault: true }), addressFixture('A2', { recipientName: 'Bo Kim', countryCode: 'KR', countryName: 'Korea' })];

/** Answers every draft with `draftFor` (and `extra` for the n-th request); records the inputs. */
const answerDrafts = (extra: (input: CombinedOrderDraftInput, n: number) => Partial<CombinedOrderDraft> = () => ({})) =>
  answerDraftsAt(PATHS.draft, (input: CombinedOrderDraftInput, n) => draftFor(input, extra(input, n)));
const recordSubmits = (answer: (sent: SentSubmit<CombinedOrderSubmitInput>, n: number) => Response | Promise<Response>) =>
  recordSubmitsAt(PATHS.submit, answer);

const result = (payment: CombinedOrderSubmitResult['payment'], shortfall: number | null = null): CombinedOrderSubmitResult => ({
  waybill: combinedOrderDetailFixture({ id: 'L3001' }),
  payment,
  shortfall,
});

function renderForm(list = addresses) {
  return renderIsland(<CombinedOrderForm parcels={parcels} warehouseName="Shenzhen warehouse" addresses={list} currency={CNY} draftDelayMs={5} />);
}

const method = (name: string) => screen.getByRole('radio', { name: new RegExp(name) });
const submitButton = (name: string = T.submit.payNow) => screen.getByRole('button', { name });
const lastAsked = (asked: CombinedOrderDraftInput[]) => asked[asked.length - 1];

beforeEach(() => {
  configureHttp({ locale: 'en', messages: en.errors, navigate: vi.fn() });
  replace.mockReset();
});

describe('<WaybillForm/>', () => {
  it('asks for the draft with the default address and shows the methods, an unavailable one disabled with why', async () => {
    const asked = answerDrafts();
    renderForm();
    expect(screen.getByRole('radio', { name: /Alice Chen/ })).toBeChecked();
    // The phone as the address book shows it: the country code with its "+".
    expect(screen.getByRole('radio', { name: /Alice Chen/ }).closest('label')).toHaveTextContent('+1 2135550100');
    await screen.findByRole('radio', { name: /Method M1/ });
    expect(asked[0]).toEqual({ parcelIds: ['P1', 'P2'], addressId: 'A1', methodId: null, serviceIds: [], couponId: null, points: 0 });

    const sea = method('Sea freight');
    expect(sea).toBeDisabled();
    expect(sea).toHaveAccessibleDescription('Not available: Over the method’s maximum weight');
    const m1 = method('Method M1').closest('label')!;
    expect(m1).toHaveTextContent('Express · 5–8 days');
    expect(m1).toHaveTextContent('No batteries');
    expect(m1).toHaveTextContent('¥130.50');
    expect(screen.getByText(T.summary.chooseMethod)).toBeInTheDocument();

    await chooseM1();
    expect(lastAsked(asked)).toMatchObject({ addressId: 'A1', methodId: 'M1' });
    const quote = screen.getByTestId('quote');
    expect(quote).toHaveTextContent('Volumetric weight (L × W × H ÷ 5000)1.20 kg');
    expect(quote).toHaveTextContent('Chargeable weight (the larger)2.00 kg');
    expect(within(quote).getByRole('row', { name: /Additional weight 3 × 0.5 kg × 12.00/ })).toHaveTextContent('¥36.00');
    expect(within(quote).getByRole('row', { name: /Subtotal/ })).toHaveTextContent('¥130.50');
    expect(screen.getByText(T.summary.note)).toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
    expect(screen.getByText(T.submit.payNowNote)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('radio', { name: /Bo Kim/ }));
    await waitFor(() => expect(lastAsked(asked)).toMatchObject({ addressId: 'A2', methodId: 'M1' }));
  });

  it('services, coupon and points change the draft request and the quote', async () => {
    const asked = answerDrafts();
    renderForm();
    expect(screen.getByText(T.coupon.needQuote)).toBeInTheDocument();
    await chooseM1();

    const insurance = screen.getByRole('checkbox', { name: /Insurance/ });
    expect(insurance).toHaveAccessibleDescription(T.services.insuranceNote);
    expect(insurance.closest('label')).toHaveTextContent('3% of the declared value');
    fireEvent.click(insurance);
    await waitFor(() => expect(lastAsked(asked).serviceIds).toEqual(['INS']));

    const unusable = screen.getByRole('radio', { name: /Big spender/ });
    expect(unusable).toBeDisabled();
    expect(unusable).toHaveAccessibleDescription('Cannot be used: the shipping fee does not reach its threshold');
    expect(screen.getByRole('radio', { name: /Summer ¥10 off/ }).closest('label')).toHaveTextContent('saves ¥10.00');
    fireEvent.click(screen.getByRole('radio', { name: /Summer ¥10 off/ }));
    await waitFor(() => expect(quoteTotal()).toHaveTextContent('¥120.50'));
    expect(lastAsked(asked)).toMatchObject({ couponId: 'C1', serviceIds: ['INS'] });
    expect(within(screen.getByTestId('quote')).getByRole('row', { name: /Coupon/ })).toHaveTextContent('-¥10.00');

    const points = screen.getByRole('spinbutton', { name: T.points.label });
    expect(points).toHaveAccessibleDescription('You have 780 points; 100 points pay ¥1.00. Up to 300 points on this waybill.');
    fireEvent.change(points, { target: { value: '150' } });
    await waitFor(() => expect(quoteTotal()).toHaveTextContent('¥119.00'));
    expect(lastAsked(asked)).toMatchObject({ couponId: 'C1', points: 150 });
    fireEvent.change(points, { target: { value: '5000' } });
    expect(points).toHaveValue(300);
    await waitFor(() => expect(lastAsked(asked).points).toBe(300));
  });

  it('keeps the previous quote on show while a new one loads, and a late answer to an older choice does not win', async () => {
    const asked: CombinedOrderDraftInput[] = [];
    server.use(
      mock.post(PATHS.draft, async ({ request }) => {
        const input = (await request.json()) as CombinedOrderDraftInput;
        asked.push(input);
        // The draft with the insurance but no coupon answers last.
        if (input.serviceIds?.length && !input.couponId) await delay(150);
        return HttpResponse.json(draftFor(input, input.serviceIds?.length && !input.couponId ? { quote: { ...draftFor(input).quote!, total: 999 } } : {}));
      }),
    );
    renderForm();
    await chooseM1();
    fireEvent.click(screen.getByRole('checkbox', { name: /Insurance/ }));
    await waitFor(() => expect(asked).toHaveLength(3));
    expect(quoteTotal()).toHaveTextContent('¥130.50');
    expect(screen.getByText(T.summary.updating)).toBeInTheDocument();
    expect(screen.getByTestId('quote')).toHaveAttribute('aria-busy', 'true');

    fireEvent.click(screen.getByRole('radio', { name: /Summer ¥10 off/ }));
    await waitFor(() => expect(quoteTotal()).toHaveTextContent('¥120.50'));
    await delay(200);
    expect(quoteTotal()).toHaveTextContent('¥120.50');
    expect(screen.queryByText(T.summary.updating)).toBeNull();
  });

  it('a method and a service picked while the draft for another address is on its way stay picked when it comes', async () => {
    const asked: CombinedOrderDraftInput[] = [];
    let release = () => {};
    const kimsDraft = new Promise<void>((resolve) => (release = resolve));
    server.use(
      mock.post(PATHS.draft, async ({ request }) => {
        const input = (await request.json()) as CombinedOrderDraftInput;
        asked.push(input);
        if (input.addressId === 'A2') await kimsDraft;
        return HttpResponse.json(draftFor(input));
      }),
    );
    renderForm();
    await screen.findByRole('radio', { name: /Method M1/ });
    fireEvent.click(screen.getByRole('radio', { name: /Bo Kim/ }));
    await waitFor(() => expect(lastAsked(asked)).toMatchObject({ addressId: 'A2' }));
    // The draft for Bo Kim's address has not come yet: the customer goes on choosing.
    fireEvent.click(method('Method M1'));
    fireEvent.click(screen.getByRole('checkbox', { name: /Reinforced packing/ }));
    release();
    await waitFor(() => expect(lastAsked(asked)).toMatchObject({ addressId: 'A2', methodId: 'M1', serviceIds: ['S1'] }));
    await waitFor(() => expect(screen.queryByText(T.summary.updating)).toBeNull());
    expect(method('Method M1')).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Reinforced packing/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Bo Kim/ })).toBeChecked();
  });

  it('submits once for a double click, with the total shown and one Idempotency-Key, then goes to the success page', async () => {
    answerDrafts();
    const sent = recordSubmits(async () => {
      await delay(30);
      return HttpResponse.json(result('paid'));
    });
    renderForm();
    await chooseM1();
    fireEvent.change(screen.getByLabelText(T.remark.label), { target: { value: '  Fragile  ' } });
    fireEvent.click(submitButton());
    fireEvent.click(submitButton());
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/en/user/success?id=L3001', undefined));
    expect(sent).toHaveLength(1);
    expect(sent[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[0].body).toEqual({
      parcelIds: ['P1', 'P2'],
      addressId: 'A1',
      methodId: 'M1',
      serviceIds: [],
      couponId: null,
      points: 0,
      customsId: null,
      remark: 'Fragile',
      expectedTotal: 130.5,
      payNow: true,
    });
    // Done: the form cannot be sent again.
    expect(submitButton()).toBeDisabled();
    fireEvent.submit(submitButton().closest('form')!);
    await delay(20);
    expect(sent).toHaveLength(1);
  });

  it('QUOTE_CHANGED: the draft is asked again, the customer is warned, choices stay, and the next try sends the new total', async () => {
    const asked = answerDrafts((_input, n) =>
      n >= 3 ? { quote: { ...draftFor({ parcelIds: ['P1'], addressId: 'A1', methodId: 'M1' }).quote!, total: 133 } } : {},
    );
    const sent = recordSubmits((_one, n) =>
      n === 1 ? HttpResponse.json({ error: { code: 'QUOTE_CHANGED', message: 'The price has changed.' } }, { status: 409 }) : HttpResponse.json(result('paid')),
    );
    renderForm();
    await chooseM1();
    expect(asked).toHaveLength(2);
    fireEvent.click(submitButton());
    expect(await screen.findByText(T.submit.quoteChanged)).toBeInTheDocument();
    await waitFor(() => expect(quoteTotal()).toHaveTextContent('¥133.00'));
    expect(asked).toHaveLength(3);
    expect(lastAsked(asked)).toEqual(asked[1]);
    expect(method('Method M1')).toBeChecked();
    expect(replace).not.toHaveBeenCalled();

    await waitFor(() => expect(submitButton()).toBeEnabled());
    fireEvent.click(submitButton());
    await waitFor(() => expect(replace).toHaveBeenCalled());
    expect(sent.map((one) => one.body.expectedTotal)).toEqual([130.5, 133]);
    expect(sent[1].key).not.toBe(sent[0].key);
  });

  it('keeps the key for a retry after a network failure', async () => {
    answerDrafts();
    const sent = recordSubmits((_one, n) => (n === 1 ? HttpResponse.error() : HttpResponse.json(result('paid'))));
    renderForm();
    await chooseM1();
    fireEvent.click(submitButton());
    expect(await screen.findByText(en.errors.requestMsg)).toBeInTheDocument();
    expect(method('Method M1')).toBeChecked();
    await waitFor(() => expect(submitButton()).toBeEnabled());
    fireEvent.click(submitButton());
    await waitFor(() => expect(replace).toHaveBeenCalled());
    expect(sent).toHaveLength(2);
    expect(sent[1].key).toBe(sent[0].key);
  });

  it('unpaid with a shortfall: the insufficient-balance dialog, then the success page that says it waits for payment', async () => {
    answerDrafts();
    recordSubmits(() => HttpResponse.json(result('unpaid', 45.5)));
    renderForm();
    await chooseM1();
    fireEvent.click(submitButton());
    const { dialog, amount, returnTo } = await findBalanceDialog();
    expect(dialog).toHaveTextContent('The waybill L3001 has been saved and waits for payment. Your balance is ¥45.50 short.');
    expect([amount, returnTo]).toEqual(['45.50', '/user/combined-order-detail?id=L3001']);
    expect(replace).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: en.recharge.insufficient.cancel }));
    expect(replace).toHaveBeenCalledWith('/en/user/success?id=L3001&unpaid=1', undefined);
  });

  it('pack first, pay later: "Submit" with the note, and payNow false', async () => {
    answerDrafts(() => ({ paymentTiming: 20 }));
    const sent = recordSubmits(() => HttpResponse.json(result('later')));
    renderForm();
    await chooseM1();
    expect(screen.getByText(T.submit.payLaterNote)).toBeInTheDocument();
    fireEvent.click(submitButton(T.submit.submit));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/en/user/success?id=L3001', undefined));
    expect(sent[0].body.payNow).toBe(false);
  });

  it('checks the customs ID the destination needs, and shows the server’s field errors at their fields', async () => {
    answerDrafts(() => ({ customsId: { country: 'KR', example: 'P123456789012' } }));
    const sent = recordSubmits(() =>
      HttpResponse.json(
        {
          error: {
            code: 'VALIDATION',
            message: 'Invalid',
            validationErrors: [{ members: ['customsId'], message: 'The customs ID is not in the right format.' }],
          },
        },
        { status: 400 },
      ),
    );
    renderForm();
    await chooseM1();
    const customs = screen.getByRole('textbox', { name: /Recipient's customs ID/ });
    expect(customs).toHaveAttribute('placeholder', 'P123456789012');
    expect(customs).toBeRequired();

    fireEvent.click(submitButton());
    expect(await screen.findByText(T.customs.required)).toBeInTheDocument();
    expect(customs).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(customs, { target: { value: 'x1' } });
    fireEvent.blur(customs);
    expect(customs).toHaveAccessibleDescription(expect.stringContaining('The customs ID is not in the right format, for example P123456789012'));
    expect(sent).toHaveLength(0);

    fireEvent.change(customs, { target: { value: ' p123456789012 ' } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body.customsId).toBe('P123456789012');
    await waitFor(() => expect(customs).toHaveAccessibleDescription(expect.stringContaining('The customs ID is not in the right format.')));
    expect(customs).toHaveValue(' p123456789012 ');
    expect(replace).not.toHaveBeenCalled();
  });

  it('asks for a method before sending, and shows the server’s message for any other refusal', async () => {
    answerDrafts();
    const sent = recordSubmits(() => HttpResponse.json({ error: { code: 'ParcelNotSelectable', message: 'SFP2 is no longer in stock.' } }, { status: 409 }));
    renderForm();
    await screen.findByRole('radio', { name: /Method M1/ });
    fireEvent.click(submitButton());
    const methods = screen.getByRole('group', { name: T.method.title });
    expect(methods).toHaveAccessibleDescription(T.method.required);
    expect(sent).toHaveLength(0);

    await chooseM1();
    expect(methods).not.toHaveAccessibleDescription(T.method.required);
    fireEvent.click(submitButton());
    expect(await screen.findByText('SFP2 is no longer in stock.')).toHaveAttribute('role', 'alert');
  });

  it('without an address: one is added here (address-in-place.test.tsx), and no methods', async () => {
    answerDrafts();
    renderForm([]);
    expect(screen.getByText(T.address.empty)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.address.add })).toBeEnabled();
    expect(screen.queryByRole('link', { name: T.address.manage })).toBeNull();
    expect(screen.getByText(T.method.needAddress)).toBeInTheDocument();
    fireEvent.click(submitButton());
    expect(await screen.findByText(T.address.required)).toBeInTheDocument();
  });
});
