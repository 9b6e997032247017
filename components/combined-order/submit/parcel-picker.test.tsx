import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import { configureHttp } from '@/lib/api/http';
import { server } from '@/tests/msw/server';
import { ParcelPicker } from './parcel-picker';
import { CNY, groupFixture, parcelFixture, PATHS, renderIsland } from '@/tests/kits/combined-order-submit-test-kit';

const push = vi.fn();
vi.mock('next/navigation', () => ({
  useParams: () => ({ locale: 'en', site: 'x' }),
  useRouter: () => ({ push, replace: vi.fn(), prefetch: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn() }),
}));
vi.mock('@/lib/api/progress', () => ({ progressStart: () => {}, progressDone: () => {} }));

const shenzhen = groupFixture('W1', 'Shenzhen warehouse', [
  parcelFixture('P1', { weight: 1.25, declaredValue: 100 }),
  parcelFixture('P2', { weight: 0.5, declaredValue: 80.5 }),
  parcelFixture('P3', { weight: null, declaredValue: 20, declaredName: 'Socks' }),
]);
const guangzhou = groupFixture('W2', 'Guangzhou warehouse', [
  parcelFixture('P7', { weight: 2, declaredValue: 300, selectedToSubmit: true }),
  parcelFixture('P8', { weight: 1, declaredValue: 50, selectedToSubmit: true }),
  parcelFixture('P9', { weight: 3, declaredValue: 10 }),
]);

function recordSelections(answer: () => Response | Promise<Response> = () => HttpResponse.json(guangzhou)) {
  const sent: unknown[] = [];
  server.use(
    mock.put(PATHS.selected, async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  );
  return sent;
}

const bar = () => screen.getByRole('region', { name: en.combinedOrderSubmit.pick.summaryLabel });
const next = () => screen.getByRole('button', { name: en.combinedOrderSubmit.pick.next });
const box = (trackingNumber: string) => screen.getByRole('checkbox', { name: new RegExp(trackingNumber) });

beforeEach(() => {
  configureHttp({ locale: 'en', messages: en.errors, navigate: vi.fn() });
  push.mockReset();
});

describe('<ParcelPicker/>', () => {
  it('starts at the warehouse of the parcels already selected, ticked, with their count, weight and value', () => {
    renderIsland(<ParcelPicker groups={[shenzhen, guangzhou]} currency={CNY} />);
    expect(screen.getByRole('radio', { name: 'Guangzhou warehouse (3 parcels)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Shenzhen warehouse (3 parcels)' })).not.toBeChecked();
    const list = screen.getByRole('group', { name: 'Parcels in stock at Guangzhou warehouse' });
    expect(
      within(list)
        .getAllByTestId('pick-parcel')
        .map((row) => row.querySelector('strong')?.textContent),
    ).toEqual(['SFP7', 'SFP8', 'SFP9']);
    expect(box('SFP7')).toBeChecked();
    expect(box('SFP8')).toBeChecked();
    expect(box('SFP9')).not.toBeChecked();
    expect(bar()).toHaveTextContent('2 parcels selected');
    expect(bar()).toHaveTextContent('Weight 3.00 kg');
    expect(bar()).toHaveTextContent('Declared value ¥350.00');
    expect(next()).toBeEnabled();
  });

  it('takes parcels of one warehouse: switching drops the ticks, and the totals follow the selection', () => {
    renderIsland(<ParcelPicker groups={[shenzhen, guangzhou]} currency={CNY} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Shenzhen warehouse (3 parcels)' }));
    expect(screen.queryByRole('checkbox', { name: /SFP7/ })).toBeNull();
    expect(bar()).toHaveTextContent('No parcels selected');
    expect(next()).toBeDisabled();
    expect(next()).toHaveAccessibleDescription(en.combinedOrderSubmit.pick.nextHint);

    fireEvent.click(box('SFP1'));
    fireEvent.click(box('SFP3'));
    expect(bar()).toHaveTextContent('2 parcels selected');
    expect(bar()).toHaveTextContent('Weight 1.25 kg');
    expect(bar()).toHaveTextContent('Declared value ¥120.00');
    expect(box('SFP3').closest('label')).toHaveTextContent('Socks');
    expect(box('SFP3').closest('label')).toHaveTextContent(en.combinedOrderSubmit.pick.notWeighed);

    fireEvent.click(screen.getByRole('checkbox', { name: en.combinedOrderSubmit.pick.selectAll }));
    expect(bar()).toHaveTextContent('3 parcels selected');
    expect(bar()).toHaveTextContent('Declared value ¥200.50');
    fireEvent.click(screen.getByRole('checkbox', { name: en.combinedOrderSubmit.pick.selectAll }));
    expect(bar()).toHaveTextContent('No parcels selected');

    fireEvent.click(screen.getByRole('radio', { name: 'Guangzhou warehouse (3 parcels)' }));
    expect(bar()).toHaveTextContent('2 parcels selected');
  });

  it('Next records the selection once and goes to step 2', async () => {
    const sent = recordSelections(async () => {
      await delay(20);
      return HttpResponse.json(shenzhen);
    });
    renderIsland(<ParcelPicker groups={[shenzhen]} currency={CNY} />);
    expect(screen.queryByRole('radio')).toBeNull();
    fireEvent.click(box('SFP2'));
    fireEvent.click(box('SFP1'));
    fireEvent.click(next());
    fireEvent.click(next());
    await waitFor(() => expect(push).toHaveBeenCalledWith('/en/user/submit-tranship-order2', undefined));
    expect(sent).toEqual([{ ids: ['P1', 'P2'] }]);
  });

  it('says why when the selection cannot be recorded, and keeps it', async () => {
    recordSelections(() => HttpResponse.json({ error: { code: 'ParcelNotSelectable', message: 'SFP7 cannot be selected.' } }, { status: 400 }));
    renderIsland(<ParcelPicker groups={[shenzhen, guangzhou]} currency={CNY} />);
    fireEvent.click(next());
    expect(await screen.findByRole('alert')).toHaveTextContent('SFP7 cannot be selected.');
    expect(push).not.toHaveBeenCalled();
    expect(box('SFP7')).toBeChecked();
    expect(next()).toBeEnabled();
  });
});
