import '@/tests/kits/server-page-mocks';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '@/lib/api/http';
import type { GoodUpdateInput } from '@/lib/contract/wire';
import en from '@/locales/en.json';
import { server } from '@/tests/msw/server';
import { API, apiCalls, NOT_FOUND, renderPage, router } from '@/tests/kits/records-test-kit';
import { goodsValidationBody, serverGood, serverGoodDetail } from '../good/test-goods';
import { GoodDetailPage } from './good-detail-page';

vi.mock('@/lib/server-data/shipping', () => ({
  getGoodsTypes: async () => ({
    ok: true,
    data: [
      { id: 'GT1', code: 'GENERAL', name: 'General goods', description: '', sort: 1 },
      { id: 'GT2', code: 'TEXTILE', name: 'Textiles', description: '', sort: 2 },
    ],
  }),
}));

const T = en.shipForMeGoods;
const S = en.shipForMe;
const page = (id: string) => renderPage(GoodDetailPage({ locale: 'en', site: 'x', id }));
const answer = (body: object, status = 200) => server.use(mock.get(`${API}/api/u/ship-for-me/goods/:id`, () => HttpResponse.json(body, { status })));

beforeEach(() => {
  apiCalls.length = 0;
  router.refresh.mockReset();
  document.getElementById('app-toasts')?.remove();
  configureHttp({ locale: 'en', messages: en.errors, navigate: vi.fn() });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('<GoodDetailPage/>', () => {
  it('shows the good, its shop page, its declaration and history; a good in the cart can be edited', async () => {
    answer(
      serverGoodDetail({
        history: [
          { at: '2025-03-01T08:00:00.000Z', action: 'collected', ref: null },
          { at: '2025-03-02T08:00:00.000Z', action: 'merged', ref: 'abcdefgh1234' },
        ],
      }),
    );
    await page('G1');
    expect(apiCalls).toEqual(['/ship-for-me/good-detail?id=G1']);
    const detail = screen.getByTestId('good-detail');
    const picture = within(detail).getByTestId('good-picture');
    expect(picture.querySelector('img')).toHaveAttribute('src', 'https://img.alicdn.com/cup.jpg');
    expect(picture.querySelector('img')).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(picture).toHaveStyle({ width: '240px', height: '240px' });
    // The section's links, "My goods" marked as where this page belongs.
    const nav = screen.getByRole('navigation', { name: S.nav.label });
    expect(within(nav).getByRole('link', { name: S.nav.goods })).toHaveAttribute('aria-current', 'true');
    // The crumb back to the list: in the page's language, a plain link the header island follows client-side.
    const crumb = within(screen.getByRole('navigation', { name: T.detail.breadcrumb })).getByRole('link', { name: en.routes.shipForMeGoodsList });
    expect(crumb).toHaveAttribute('href', '/en/ship-for-me/goods-list');
    expect(crumb).toHaveAttribute('data-soft', '');
    const shop = within(detail).getByRole('link', { name: S.button.openShop });
    expect(shop).toHaveAttribute('href', 'https://item.taobao.com/item.htm?id=1');
    expect(shop).toHaveAttribute('target', '_blank');
    expect(shop).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(detail).toHaveTextContent(S.status['10']);
    const declaration = screen.getByRole('region', { name: S.field.declaration });
    for (const text of [S.fieldCode['1010'], 'Tea cup', S.fieldCode['1020'], 'General goods', S.fieldCode['1030'], '¥12.50', S.fieldCode['1040']])
      expect(declaration).toHaveTextContent(text);
    const history = within(screen.getByTestId('good-history')).getAllByRole('listitem');
    expect(history.map((line) => line.textContent)).toEqual([expect.stringContaining(S.action.merged), expect.stringContaining(S.action.collected)]);
    expect(history[0]).not.toHaveTextContent('abcdefgh1234');
    expect(screen.getByRole('button', { name: S.button.edit })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: S.button.remove })).toBeInTheDocument();
  });

  it('edits quantity and declaration; the server’s declaration errors land on their fields', async () => {
    answer(serverGoodDetail());
    const sent: GoodUpdateInput[] = [];
    let fail = true;
    const message = 'The good “Tea cup”: the declared value (1030) is not valid.';
    server.use(
      mock.put('/api/u/ship-for-me/goods/G1', async ({ request }) => {
        sent.push((await request.json()) as GoodUpdateInput);
        if (fail) return HttpResponse.json(goodsValidationBody([{ member: 'declaration.declaredValue', message }]), { status: 400 });
        return HttpResponse.json(serverGood({ quantity: 3 }));
      }),
    );
    await page('G1');
    fireEvent.click(screen.getByRole('button', { name: S.button.edit }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 8_000 });
    await waitFor(() => expect(within(dialog).getByLabelText(S.field.quantity)).toHaveValue('2'));
    fireEvent.change(within(dialog).getByLabelText(S.field.quantity), { target: { value: '3' } });
    expect(within(dialog).getByLabelText(S.declaration.quantity)).toHaveValue('3');
    fireEvent.click(within(dialog).getByRole('button', { name: S.button.save }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(sent[0]).toEqual({ quantity: 3, spec: 'Blue', declaration: { declaredName: 'Tea cup', goodsTypeId: 'GT1', declaredValue: 12.5, quantity: 3 } });
    fail = false;
    fireEvent.click(within(dialog).getByRole('button', { name: S.button.save }));
    await waitFor(() => expect(router.refresh).toHaveBeenCalled());
  });

  it('offers no editing once the good left the cart, and links what it became', async () => {
    answer(serverGoodDetail({ status: 30, enquiryId: 'Q5' }));
    await page('G1');
    expect(screen.queryByRole('button', { name: S.button.edit })).toBeNull();
    expect(screen.getByRole('link', { name: 'Enquiry Q5' })).toHaveAttribute('href', '/en/ship-for-me/enquiries?id=Q5');
  });

  it('answers 404 for an unknown or another member’s good', async () => {
    answer({ error: { code: null, message: 'The good does not exist.', details: null, validationErrors: null } }, 404);
    await expect(page('G404')).rejects.toEqual(NOT_FOUND);
  });

  it('says so without an id, and shows a failed read in place', async () => {
    await page('');
    expect(screen.getByRole('status')).toHaveTextContent(T.detail.noId);
    answer({ error: { code: null, message: 'Server error', details: null, validationErrors: null } }, 500);
    await page('G1');
    expect(screen.getByRole('alert')).toHaveTextContent(T.detail.loadFailed);
  });
});
