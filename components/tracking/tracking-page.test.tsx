import '@/tests/kits/server-page-mocks';
import { screen, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/tests/msw/server';
import { API, renderPage } from '@/tests/kits/records-test-kit';
import type { PublicTracking } from '@/lib/api/combined-order';
import { registerSiteServerSecret, SITE_SERVER_HEADER } from '@/lib/site/site-server-trust';
import { TrackingPage } from './tracking-page';
import { readTrackingQuery } from './tracking-query';

const contexts: { clientAddress?: string | null }[] = [];
vi.mock('@/lib/upstream/server-api', () =>
  import('@/tests/kits/records-test-kit').then((kit) => ({
    serverApi: (context: { clientAddress?: string | null }) => {
      contexts.push(context);
      return kit.fetchApi;
    },
  })),
);
/** What the site server hands on: the address it derived and its secret (none: a client's own headers). */
let requestHeaders: Record<string, string> = {};
vi.mock('next/headers', () => ({ headers: async () => new Headers(requestHeaders) }));

const TRACE = `${API}/api/f/logistics-management/trace`;
const page = { locale: 'en', site: 'x' } as const;

const shipment: PublicTracking = {
  number: 'SF1******789',
  status: 70,
  carrierName: 'SF Express',
  destinationCountry: 'US',
  events: [
    { at: '2026-03-02T09:00:00.000Z', status: 'IN_TRANSIT', location: 'Hong Kong', text: 'In transit', source: 'carrier' },
    { at: '2026-03-04T16:30:00.000Z', status: 'CUSTOMS', location: 'Los Angeles', text: 'In customs', source: 'carrier' },
    { at: '2026-03-01T08:00:00.000Z', status: 'WAREHOUSE', location: null, text: 'Left the warehouse', source: 'warehouse' },
  ],
};

function answer(body: object, status = 200) {
  const asked: string[] = [];
  server.use(
    mock.get(TRACE, ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('number') ?? '');
      return HttpResponse.json(body, { status });
    }),
  );
  return asked;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  requestHeaders = { 'x-forwarded-for': '203.0.113.5', [SITE_SERVER_HEADER]: registerSiteServerSecret() };
});

describe('readTrackingQuery', () => {
  it('trims and upper-cases the number and refuses what cannot be one', () => {
    expect(readTrackingQuery({})).toEqual({ kind: 'empty', typed: '' });
    expect(readTrackingQuery({ number: '  ' })).toEqual({ kind: 'empty', typed: '' });
    expect(readTrackingQuery({ number: [' sf1234567789 ', 'x'] })).toEqual({
      kind: 'valid',
      typed: 'sf1234567789',
      number: 'SF1234567789',
    });
    expect(readTrackingQuery({ number: 'ab' }).kind).toBe('invalid');
    expect(readTrackingQuery({ number: 'L1 2345' }).kind).toBe('invalid');
    expect(readTrackingQuery({ number: '<script>' }).kind).toBe('invalid');
  });
});

describe('<TrackingPage/>', () => {
  it('shows only the form, and asks nothing, until a number is given', async () => {
    const asked = answer(shipment);
    await renderPage(TrackingPage({ ...page, search: {} }));
    expect(screen.getByRole('heading', { level: 1, name: 'Track a shipment' })).toBeInTheDocument();
    const form = screen.getByRole('search', { name: 'Track a shipment' });
    expect(form).toHaveAttribute('method', 'get');
    const input = within(form).getByRole('textbox', { name: 'Waybill or tracking number' });
    expect(input).toHaveAttribute('name', 'number');
    expect(input).toHaveAccessibleDescription(/For example/);
    expect(within(form).getByRole('button', { name: 'Track' })).toHaveAttribute('type', 'submit');
    expect(screen.queryByTestId('tracking-result')).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('passes on no client address the site server did not vouch for', async () => {
    requestHeaders = { 'x-forwarded-for': '203.0.113.5', [SITE_SERVER_HEADER]: 'a-guess' };
    answer(shipment);
    await renderPage(TrackingPage({ ...page, search: { number: 'sf1234567789' } }));
    expect(contexts.at(-1)?.clientAddress).toBeNull();
  });

  it('looks the number up and shows the masked number, the status, carrier, country and the timeline newest first', async () => {
    const asked = answer(shipment);
    await renderPage(TrackingPage({ ...page, search: { number: ' sf1234567789 ' } }));
    expect(asked).toEqual(['SF1234567789']);
    // The visitor's address goes on to the backend, which limits look-ups per address.
    expect(contexts.at(-1)?.clientAddress).toBe('203.0.113.5');
    expect(screen.getByRole('textbox', { name: 'Waybill or tracking number' })).toHaveValue('sf1234567789');

    const result = screen.getByTestId('tracking-result');
    expect(within(result).getByRole('heading', { level: 2 })).toHaveTextContent('Number SF1******789');
    expect(result).toHaveTextContent('StatusShipped');
    expect(result).toHaveTextContent('CarrierSF Express');
    expect(result).toHaveTextContent('DestinationUnited States');

    const events = screen.getAllByTestId('tracking-event');
    expect(events.map((event) => event.querySelector('strong')?.textContent)).toEqual(['In customs', 'In transit', 'At the warehouse']);
    expect(events[0]).toHaveAttribute('data-latest', 'true');
    // A carrier checkpoint's public text is its status's wording: said once.
    expect(events[0].textContent?.match(/In customs/g)).toHaveLength(1);
    expect(events[0]).toHaveTextContent('Location: Los Angeles');
    expect(events[0]).toHaveTextContent('Carrier');
    expect(events[0].querySelector('time')).toHaveAttribute('dateTime', '2026-03-04T16:30:00.000Z');
    expect(events[2]).toHaveTextContent('Left the warehouse');
    expect(events[2]).toHaveTextContent('Warehouse');
    expect(events[2]).not.toHaveTextContent('Location');
    expect(result).toHaveTextContent('only the route of the shipment is shown');
  });

  it("links the number the visitor typed to the carrier's own page when the backend names a known carrier, and only then", async () => {
    // Looked up by the carrier's own number: the answer masks it and names the carrier; the link uses what was typed.
    answer({ ...shipment, number: '407****017', carrierName: 'DHL Express', carrierCode: 'DHL' });
    const first = await renderPage(TrackingPage({ ...page, search: { number: ' 4070070017 ' } }));
    const link = within(screen.getByTestId('tracking-result')).getByRole('link', { name: 'Track on the carrier’s site (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://www.dhl.com/global-en/home/tracking.html?tracking-id=4070070017&submit=1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByTestId('tracking-result')).toHaveTextContent('CarrierDHL Express · Track on the carrier’s site');
    first.unmount();

    // Looked up by our number (no carrier named), or a carrier without a page of its own: no link.
    for (const answered of [
      { ...shipment, carrierName: 'DHL Express', carrierCode: null },
      { ...shipment, carrierCode: 'NOPE' },
    ]) {
      answer(answered);
      const shown = await renderPage(TrackingPage({ ...page, search: { number: 'L17473000000001234' } }));
      expect(within(screen.getByTestId('tracking-result')).queryByRole('link')).not.toBeInTheDocument();
      shown.unmount();
    }
  });

  it('says when there is nothing to show yet and when no carrier has it', async () => {
    answer({ ...shipment, status: 10, carrierName: null, events: [] });
    await renderPage(TrackingPage({ ...page, search: { number: 'L17473000000001234' } }));
    const result = screen.getByTestId('tracking-result');
    expect(result).toHaveTextContent('Not handed to a carrier yet');
    expect(result).toHaveTextContent('No tracking events yet');
    expect(screen.queryAllByTestId('tracking-event')).toEqual([]);
  });

  it('refuses a number that cannot be one without asking the backend', async () => {
    const asked = answer(shipment);
    await renderPage(TrackingPage({ ...page, search: { number: 'a b' } }));
    expect(asked).toEqual([]);
    const input = screen.getByRole('textbox', { name: 'Waybill or tracking number' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Enter 5 to 40 letters, digits or dashes/);
    expect(screen.getByRole('alert')).toHaveTextContent('Enter 5 to 40 letters, digits or dashes.');
  });

  it('answers an unknown number, the look-up limit and any other failure in words', async () => {
    answer({ error: { code: 'NotFound', message: 'No such number' } }, 404);
    const first = await renderPage(TrackingPage({ ...page, search: { number: 'SF0000000000' } }));
    expect(screen.getByRole('status')).toHaveTextContent('No shipment found with this number');
    expect(screen.queryByTestId('tracking-result')).not.toBeInTheDocument();
    first.unmount();

    answer({ error: { code: 'TooManyRequests', message: 'Slow down' } }, 429);
    const second = await renderPage(TrackingPage({ ...page, search: { number: 'SF0000000000' } }));
    expect(screen.getByRole('alert')).toHaveTextContent('Too many look-ups. Please try again in a minute.');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    second.unmount();

    answer({}, 502);
    await renderPage(TrackingPage({ ...page, search: { number: 'SF0000000000' } }));
    expect(screen.getByRole('alert')).toHaveTextContent('Tracking could not be loaded right now');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
