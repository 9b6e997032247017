import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import { configureHttp } from '@/lib/api/http';
import { ORDER_NOTE_MAX } from '@/lib/contract/transhipment-order-rules';
import { server } from '@/tests/msw/server';
import { orderNote } from '@/tests/kits/transhipment-order-test-kit';
import { NoteForm } from './note-form';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({
  useParams: () => ({ locale: 'en', site: 'x' }),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn(), refresh, back: vi.fn(), forward: vi.fn() }),
  usePathname: () => '/en/user/order-detail',
}));

const NOTES = '/api/u/order/orderNotes/:id';

function capture(reply: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    mock.post(NOTES, async ({ request, params }) => {
      expect(params.id).toBe('L3001');
      bodies.push(await request.json());
      return reply();
    }),
  );
  return bodies;
}

function renderForm() {
  render(
    <NextIntlClientProvider locale="en" messages={{ transhipmentOrder: en.transhipmentOrder, errors: en.errors }}>
      <NoteForm orderId="L3001" />
    </NextIntlClientProvider>,
  );
  return screen.getByTestId('note-form');
}

const field = () => screen.getByRole('textbox', { name: 'Add a note' });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Add note' }));

beforeEach(() => {
  configureHttp({ locale: 'en', messages: en.errors, navigate: vi.fn() });
  refresh.mockReset();
  document.getElementById('app-toasts')?.remove();
});

describe('<NoteForm/>', () => {
  it('requires a note, posts it trimmed, empties the field and reads the page again', async () => {
    const bodies = capture(() => HttpResponse.json(orderNote({ id: 'N9', text: 'Please add bubble wrap' })));
    renderForm();
    expect(field()).toHaveAttribute('maxlength', String(ORDER_NOTE_MAX));

    submit();
    expect(await screen.findByText('Please write a note')).toBeInTheDocument();
    fireEvent.change(field(), { target: { value: '   ' } });
    submit();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bodies).toEqual([]);

    fireEvent.change(field(), { target: { value: '  Please add bubble wrap  ' } });
    submit();
    expect(await screen.findByText('Note added')).toBeInTheDocument();
    expect(bodies).toEqual([{ text: 'Please add bubble wrap' }]);
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    expect(field()).toHaveValue('');
  });

  it("shows the server's refusal of a 400 above the field and keeps what was written", async () => {
    const bodies = capture(() =>
      HttpResponse.json({ error: { code: 'VALIDATION_FAILED', message: 'Notes cannot be added to a cancelled order', details: null } }, { status: 400 }),
    );
    const form = renderForm();
    fireEvent.change(field(), { target: { value: 'Hold it please' } });
    submit();
    expect(await within(form).findByRole('alert')).toHaveTextContent('Notes cannot be added to a cancelled order');
    expect(bodies).toEqual([{ text: 'Hold it please' }]);
    expect(field()).toHaveValue('Hold it please');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('falls back to its own words when the answer has no message', async () => {
    capture(() => HttpResponse.json({}, { status: 500 }));
    const form = renderForm();
    fireEvent.change(field(), { target: { value: 'Hold it please' } });
    submit();
    expect(await within(form).findByRole('alert')).toHaveTextContent('The note could not be added. Please try again.');
  });
});
