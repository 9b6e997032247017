import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import type { TranshipmentImportPreview } from '@/lib/api/transhipment-order';
import { configureHttp } from '@/lib/api/http';
import { server } from '@/tests/msw/server';
import { readCombinePay } from '@/components/combined-order/pay/combine-pay-ids';
import { CNY } from '@/tests/kits/combined-order-submit-test-kit';
import { renderTranshipmentIsland, T_PATHS } from '@/tests/kits/transhipment-order-submit-test-kit';
import { BatchPanel } from './batch-panel';

vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'en', site: 'x' }) }));
vi.mock('@/lib/api/progress', () => ({ progressStart: () => {}, progressDone: () => {} }));

const B = en.transhipmentOrderSubmit.batch;

const order = (row: number, trackingNumber: string): TranshipmentImportPreview['orders'][number] => ({
  row,
  trackingNumber,
  recipientName: 'Alice Chen',
  countryCode: 'US',
  methodName: 'US Express',
  estimatedWeight: 1.5,
  total: 88.4,
  currency: 'CNY',
});

function preview(overrides: Partial<TranshipmentImportPreview> = {}): TranshipmentImportPreview {
  return {
    orders: [order(2, 'SF1001'), order(3, 'SF1002')],
    errors: [],
    skippedRows: [],
    totalRows: 2,
    imported: false,
    createdIds: [],
    ...overrides,
  };
}

/** Answers the batch call: the preview for confirm=0, `confirmed` for confirm=1; records the confirm flags. */
function answerBatch(checked: TranshipmentImportPreview, confirmed: TranshipmentImportPreview = checked) {
  const confirms: string[] = [];
  server.use(
    mock.post(T_PATHS.batch, async ({ request }) => {
      // jsdom's multipart body: read as text (its FormData does not parse back).
      const confirm = /name="confirm"\r\n\r\n(\d)/.exec(await request.text())?.[1] ?? '';
      // A confirm carries its Idempotency-Key (one per chosen file): `1:<key>`.
      confirms.push(confirm === '1' ? `1:${request.headers.get('idempotency-key') ?? ''}` : confirm);
      return HttpResponse.json(confirm === '1' ? confirmed : checked);
    }),
  );
  return confirms;
}

function chooseFile(name = 'orders.xlsx') {
  const input = document.querySelector('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [new File(['x'], name)] } });
}

const submitButton = () => screen.getByRole('button', { name: /Submit \d+ orders?|No orders to submit/ });

beforeEach(() => {
  configureHttp({ locale: 'en', messages: en.errors, navigate: vi.fn() });
});

describe('<BatchPanel/>', () => {
  it('explains the template and refuses a file that is not a spreadsheet before sending it', () => {
    const confirms = answerBatch(preview());
    renderTranshipmentIsland(<BatchPanel currency={CNY} />);
    expect(screen.getByText(B.intro.replace('{max}', '200'))).toBeInTheDocument();
    expect(screen.getByText(B.columns)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: B.downloadTemplate })).toBeEnabled();
    chooseFile('orders.csv');
    expect(screen.getByRole('alert')).toHaveTextContent(en.validation.spreadsheetType);
    expect(confirms).toHaveLength(0);
  });

  it('a file with one bad row: its message in the error table, submit disabled with why, the annotated download offered', async () => {
    const confirms = answerBatch(
      preview({
        orders: [order(2, 'SF1001')],
        errors: [{ row: 3, column: 'Shipping method code', value: 'XX', message: 'No shipping method has this code.' }],
        totalRows: 2,
      }),
    );
    renderTranshipmentIsland(<BatchPanel currency={CNY} />);
    chooseFile();
    // The section and its scroll region both carry the table's title.
    const [errors] = await screen.findAllByRole('region', { name: B.errorsTitle });
    const row = within(errors).getAllByRole('row')[1];
    expect(row).toHaveTextContent('3');
    expect(row).toHaveTextContent('Shipping method code');
    expect(row).toHaveTextContent('XX');
    expect(row).toHaveTextContent('No shipping method has this code.');
    const [orders] = screen.getAllByRole('region', { name: '1 order will be submitted' });
    expect(within(orders).getAllByRole('row')[1]).toHaveTextContent(/2SF1001Alice ChenUSUS Express1\.50 kg¥88\.40/);

    const submit = submitButton();
    expect(submit).toHaveTextContent('Submit 1 order');
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(B.fixFirst);
    expect(screen.getByRole('button', { name: B.downloadAnnotated })).toBeInTheDocument();
    expect(confirms).toEqual(['0']);
  });

  it('a clean file submits all its orders, then the success with the way to pay those that wait for payment', async () => {
    const confirms = answerBatch(preview(), preview({ imported: true, createdIds: ['L7001', 'L7002'] }));
    const calculated: string[][] = [];
    server.use(
      mock.post(T_PATHS.combineCalculate, async ({ request }) => {
        const { ids } = (await request.json()) as { ids: string[] };
        calculated.push(ids);
        return HttpResponse.json({
          items: ids.map((id) => ({ id, amountDue: 88.4 })),
          total: 176.8,
          balance: 50,
          shortfall: 126.8,
          currency: 'CNY',
        });
      }),
    );
    renderTranshipmentIsland(<BatchPanel currency={CNY} />);
    chooseFile();
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(screen.queryByText(B.fixFirst)).toBeNull();
    expect(screen.queryByRole('button', { name: B.downloadAnnotated })).toBeNull();
    fireEvent.click(submitButton());

    expect(await screen.findByText('2 transhipment orders submitted')).toBeInTheDocument();
    expect(confirms).toEqual(['0', expect.stringMatching(/^1:[0-9a-f-]{36}$/)]);
    const pay = await screen.findByRole('link', { name: B.payThem });
    expect(pay).toHaveAttribute('href', '/en/user/combine-and-pay-l');
    expect(calculated).toEqual([['L7001', 'L7002']]);
    expect(readCombinePay()).toEqual(['L7001', 'L7002']);
    expect(screen.getByRole('status')).toHaveTextContent('2 orders wait for payment.');
    expect(screen.getByRole('link', { name: en.transhipmentOrderSubmit.links.myOrders })).toHaveAttribute('href', '/en/user/order-detail');
  });

  it('pack first: nothing waits for payment, so no way to pay', async () => {
    answerBatch(preview(), preview({ imported: true, createdIds: ['L7001'] }));
    const calculated: string[][] = [];
    server.use(
      mock.post(T_PATHS.combineCalculate, async ({ request }) => {
        const { ids } = (await request.json()) as { ids: string[] };
        calculated.push(ids);
        return HttpResponse.json({ items: ids.map((id) => ({ id, amountDue: 0 })), total: 0, balance: 50, shortfall: 0, currency: 'CNY' });
      }),
    );
    renderTranshipmentIsland(<BatchPanel currency={CNY} />);
    chooseFile();
    await waitFor(() => expect(submitButton()).toBeEnabled());
    fireEvent.click(submitButton());
    expect(await screen.findByText('1 transhipment order submitted')).toBeInTheDocument();
    await waitFor(() => expect(calculated).toHaveLength(1));
    expect(screen.queryByRole('link', { name: B.payThem })).toBeNull();
    expect(readCombinePay()).toEqual([]);
  });
});
