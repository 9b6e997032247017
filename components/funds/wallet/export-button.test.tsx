import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import type { RecordFilter } from '@/lib/api/funds';
import { configureHttp } from '@/lib/api/http';
import { server } from '@/tests/msw/server';
import { ExportButton } from './export-button';
import { REVOKE_AFTER_MS } from './download';
import { recordFilterOf, recordSearchOf, WALLET_RECORDS_LIST } from './wallet-query';
import { readListState } from '@/components/ui/list/list-query';

const EXPORT = '/api/u/fund-management/transaction-record/export';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function renderButton(filter: RecordFilter, total = 12) {
  return render(
    <NextIntlClientProvider locale="en" messages={{ wallet: en.wallet, errors: en.errors }}>
      <ExportButton filter={filter} total={total} />
    </NextIntlClientProvider>,
  );
}

const createObjectURL = vi.fn(() => 'blob:wallet-export');
const revokeObjectURL = vi.fn();
let clicked: { href: string; download: string }[] = [];

beforeEach(() => {
  configureHttp({ locale: 'en', messages: en.errors, navigate: vi.fn() });
  document.getElementById('app-toasts')?.remove();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  clicked = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
});

afterEach(() => vi.restoreAllMocks());

describe('<ExportButton/>', () => {
  it('posts the list’s filter without paging and saves wallet-records-YYYYMMDD.xlsx', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 2, 10, 9, 30));
    // The filter the page reads for ?tab=payment&days=7&status=2&keyword=tran&page=3
    const state = readListState(new URLSearchParams('tab=payment&days=7&status=2&keyword=tran&page=3'), WALLET_RECORDS_LIST);
    const filter = recordFilterOf('payment', recordSearchOf(state, 'payment'), new Date(Date.UTC(2025, 2, 10, 2)));
    let body: unknown;
    server.use(
      mock.post(EXPORT, async ({ request }) => {
        body = await request.json();
        return new HttpResponse(new TextEncoder().encode('xlsx-bytes'), { headers: { 'content-type': XLSX } });
      }),
    );
    renderButton(filter);
    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(body).toEqual({ tab: 'payment', from: '2025-03-04', to: '2025-03-10', status: 2, keyword: 'TRAN' });
    expect(clicked[0]).toEqual({ href: 'blob:wallet-export', download: 'wallet-records-20250310.xlsx' });
    const blob = (createObjectURL.mock.calls[0] as unknown[])[0] as Blob;
    expect(await blob.text()).toBe('xlsx-bytes');
    // The link is gone, the URL revoked a moment later.
    expect(document.querySelector('a[download]')).toBeNull();
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:wallet-export'), { timeout: REVOKE_AFTER_MS + 1000 });
  });

  it('shows the server’s message when the export fails, and is disabled with nothing to export', async () => {
    server.use(mock.post(EXPORT, () => HttpResponse.json({ error: { code: 'BadRequest', message: 'Too many rows', details: null } }, { status: 400 })));
    const { unmount } = renderButton({ tab: 'all' });
    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    expect(await screen.findByText('Too many rows')).toBeInTheDocument();
    expect(clicked).toHaveLength(0);
    unmount();

    renderButton({ tab: 'all' }, 0);
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeDisabled();
  });
});
