import { fireEvent, render, waitFor } from '@testing-library/react';
import { delay, http as mock, HttpResponse } from 'msw';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RegionSchema } from '@/lib/contract/schemas/reference';
import { server } from '@/tests/msw/server';
import RegionSelect from './region-select';
import { RegionSelectView } from './region-select-view';

// What GET /api/u/region answers (server/modules/reference), checked against the contract's schema.
const REGIONS: Record<string, unknown[]> = {
  US: [{ id: 11, countryCode: 'US', parentId: null, code: 'CA', name: 'California', nameZh: '加利福尼亚州', nameEn: 'California' }],
  MY: [{ id: 32, countryCode: 'MY', parentId: null, code: 'SGR', name: 'Selangor', nameZh: '雪兰莪', nameEn: 'Selangor' }],
};
for (const list of Object.values(REGIONS)) list.forEach((region) => RegionSchema.parse(region));

/** The region lists, each country's answering once its gate opens. */
function answer(gates: Record<string, Promise<void>> = {}) {
  server.use(
    mock.get('/api/u/region', async ({ request }) => {
      const code = new URL(request.url).searchParams.get('countryCode') ?? '';
      await (gates[code] ?? Promise.resolve());
      await delay(0);
      return HttpResponse.json({ items: REGIONS[code] ?? [], totalCount: (REGIONS[code] ?? []).length });
    }),
  );
}

function gate() {
  let open = () => {};
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

/** The calculator's country select (server-rendered HTML) and the region select beside it. */
function Form({ country = 'US', regions = REGIONS.US as { id: number; name: string }[] }) {
  return (
    <form>
      <select id="fee-countryCode" aria-label="Country" defaultValue={country}>
        <option value="">Choose</option>
        <option value="US">United States</option>
        <option value="MY">Malaysia</option>
      </select>
      <RegionSelect
        countryId="fee-countryCode"
        country={country}
        regions={regions}
        defaultValue=""
        anyLabel="Any region"
        hint="Choose a country first"
        inputClassName=""
        hintClassName=""
      />
    </form>
  );
}

const regionNames = () => [...(document.getElementById('fee-regionId') as HTMLSelectElement).options].map((option) => option.text);

describe('<RegionSelect/>: the calculator’s regions follow the country chosen, whenever it was chosen', () => {
  it('draws what the server draws in its place (./region-select-view.tsx) until it has loaded', () => {
    answer();
    const view = {
      countryId: 'fee-countryCode',
      defaultValue: '11',
      anyLabel: 'Any region',
      hint: 'Choose a country first',
      inputClassName: 'input',
      hintClassName: 'hint',
    };
    for (const regions of [REGIONS.US as { id: number; name: string }[], []]) {
      const drawn = renderToString(<RegionSelectView {...view} regions={regions} />);
      expect(renderToString(<RegionSelect {...view} country="US" regions={regions} />)).toBe(drawn);
    }
  });

  it('a country chosen before the page came alive loads its regions', async () => {
    answer();
    // The server rendered the US; the visitor chose Malaysia before the scripts ran; then React hydrates.
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<Form />);
    container.querySelector<HTMLSelectElement>('#fee-countryCode')!.value = 'MY';
    render(<Form />, { container, hydrate: true });
    await waitFor(() => expect(regionNames()).toEqual(['Any region', 'Selangor']));
  });

  it('while the new country’s regions load, the old country’s are gone (nothing stale to pick)', async () => {
    const my = gate();
    answer({ MY: my.promise });
    const { container } = render(<Form />);
    expect(regionNames()).toEqual(['Any region', 'California']);
    const select = container.querySelector<HTMLSelectElement>('#fee-countryCode')!;
    select.value = 'MY';
    fireEvent.change(select);
    await waitFor(() => expect(regionNames()).toEqual(['Any region']));
    expect(document.getElementById('fee-regionId')).toBeDisabled();
    my.open();
    await waitFor(() => expect(regionNames()).toEqual(['Any region', 'Selangor']));
    expect(document.getElementById('fee-regionId')).toBeEnabled();
  });
});
