import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import type { Topup } from '@/lib/api/funds';
import { server } from '@/tests/msw/server';
import { resetBrowser, topupOf } from '@/tests/kits/recharge-test-kit';
import { ProofForm } from './proof-form';

// The top progress bar fades out on timers that would outlive the test's document.
vi.mock('@/lib/api/progress', () => ({ progressStart: () => {}, progressDone: () => {} }));

const TOPUP = '/api/u/fund-management/topup/TOPUP1';
const MB = 1024 * 1024;

function renderForm(topup: Topup) {
  const onUpdate = vi.fn();
  render(
    <NextIntlClientProvider locale="en" messages={{ topup: en.topup, errors: en.errors }}>
      <ProofForm topup={topup} onUpdate={onUpdate} />
    </NextIntlClientProvider>,
  );
  return onUpdate;
}

beforeEach(() => resetBrowser(vi.fn()));
afterEach(() => vi.unstubAllGlobals());

describe('proof of a bank transfer or Taobao payment', () => {
  const png = (name: string, size = 1000) => {
    const file = new File(['x'], name, { type: 'image/png' });
    Object.defineProperty(file, 'size', { value: size });
    return file;
  };
  const pick = (files: File[]) => fireEvent.change(screen.getByLabelText(en.topup.files), { target: { files } });

  it('checks the fields and the images (type, size, count) before sending', async () => {
    let sent: { key: string | null; fields: Record<string, string>; files: number } | null = null;
    server.use(
      mock.post(`${TOPUP}/proof`, async ({ request }) => {
        // undici's formData() refuses jsdom's File: read the multipart text instead.
        const body = await request.text();
        const payerName = /name="payerName"\r\n\r\n([^\r]*)/.exec(body)?.[1] ?? '';
        sent = {
          key: request.headers.get('Idempotency-Key'),
          fields: { payerName },
          files: body.match(/name="files"; filename=/g)?.length ?? 0,
        };
        return HttpResponse.json(topupOf({ method: 8, status: 4, payer: { payerName: 'Li Lei' } }));
      }),
    );
    const onUpdate = renderForm(topupOf({ method: 8 }));
    fireEvent.click(screen.getByRole('button', { name: en.topup.sendProof }));
    expect(screen.getByText('Payer name is required')).toBeInTheDocument();
    expect(screen.getByText(en.topup.proofRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(en.topup.payerName)).toHaveFocus();

    pick([new File(['%PDF'], 'statement.pdf', { type: 'application/pdf' }), png('huge.png', 5 * MB + 1)]);
    expect(screen.getByText('statement.pdf is not a png, gif, jpg or jpeg image')).toBeInTheDocument();
    expect(screen.getByText('huge.png is larger than 5 MB')).toBeInTheDocument();
    expect(screen.getByText(/0 of 3 images chosen/)).toBeInTheDocument();

    pick([png('1.png'), png('2.png'), png('3.png'), png('4.png')]);
    expect(screen.getByText(en.topup.fileCount)).toBeInTheDocument();
    expect(screen.getByText(/3 of 3 images chosen/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove 2.png' }));
    expect(screen.getByText(/2 of 3 images chosen/)).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(en.topup.payerName), { target: { value: ' Li Lei ' } });
    fireEvent.click(screen.getByRole('button', { name: en.topup.sendProof }));
    await waitFor(() => expect(onUpdate).toHaveBeenCalledWith(expect.objectContaining({ status: 4 })));
    expect(sent).toEqual({ key: expect.stringMatching(/^[0-9a-f-]{36}$/), fields: { payerName: 'Li Lei' }, files: 2 });
  });

  it('Taobao needs the order number (6 to 30 digits) and the Wangwang ID; the server may refuse a used number', async () => {
    server.use(
      mock.post(`${TOPUP}/proof`, () =>
        HttpResponse.json(
          {
            error: {
              code: 'ValidationError',
              message: 'Invalid',
              validationErrors: [{ message: 'This Taobao order number has already been used.', members: ['taobaoOrderNumber'] }],
            },
          },
          { status: 400 },
        ),
      ),
    );
    renderForm(topupOf({ method: 33 }));
    fireEvent.change(screen.getByLabelText(en.topup.taobaoOrderNumber), { target: { value: '12ab' } });
    fireEvent.click(screen.getByRole('button', { name: en.topup.sendProof }));
    expect(screen.getByText(en.topup.taobaoOrderInvalid)).toBeInTheDocument();
    expect(screen.getByText('Wangwang ID is required')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(en.topup.taobaoOrderNumber), { target: { value: '1234567890' } });
    fireEvent.change(screen.getByLabelText(en.topup.wangwangId), { target: { value: 'buyer01' } });
    fireEvent.click(screen.getByRole('button', { name: en.topup.sendProof }));
    expect(await screen.findByText('This Taobao order number has already been used.')).toBeInTheDocument();
    expect(screen.getByLabelText(en.topup.taobaoOrderNumber)).toHaveAttribute('aria-invalid', 'true');
  });
});
