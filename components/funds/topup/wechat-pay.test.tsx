// The WeChat QR code as the server sends it: the top-up's wire answer made by the server's own topupWire with
// the payments module's provider port plugged in (not a hand-written fixture), rendered by <WeChatPay/>.
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Topup } from '@/lib/api/funds';
import en from '@/locales/en.json';
import { plugProviders } from '@/server/modules/funds';
import type { TopupRow } from '@/server/modules/funds';
import { topupWire } from '@/server/modules/funds/topups';
import { paymentProviders } from '@/server/modules/payments';
import { resetBrowser } from '@/tests/kits/recharge-test-kit';
import { WeChatPay } from './wechat-pay';

vi.mock('next/navigation', () => ({
  useParams: () => ({ locale: 'en', site: 'x' }),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn() }),
}));
vi.mock('@/lib/api/progress', () => ({ progressStart: () => {}, progressDone: () => {} }));

const CODE_URL = 'http://localhost/api/sandbox/wechat/scan/WX1';

/** GET /api/u/fund-management/topup/{id} of an unpaid WeChat top-up, as JSON crosses the wire. */
function serverTopup(): Topup {
  const now = new Date();
  const topup = {
    id: 'TOPUP1',
    tenantId: 'T1',
    userId: 'U1',
    transactionId: 'TRAN1',
    method: 1,
    rate: '1.00000000',
    creditAmount: 10_000,
    payAmount: 10_000,
    serviceCharge: 0,
    totalPay: 10_000,
    payCurrency: 'CNY',
    creditedAmount: null,
    providerRef: 'WX1',
    payUrl: null,
    qrCode: CODE_URL,
    payer: null,
    externalRef: null,
    rejectReason: null,
    flagged: false,
    expiresAt: new Date(now.getTime() + 15 * 60_000),
    createdAt: now,
  } as unknown as TopupRow;
  const record = { id: 'TRAN1', status: 1, completedAt: null } as unknown as Parameters<typeof topupWire>[1];
  return JSON.parse(JSON.stringify(topupWire(topup, record, [], 'CNY'))) as Topup;
}

beforeAll(() => plugProviders(paymentProviders));

describe('<WeChatPay/> with what the server sends', () => {
  it('shows the QR code as an image of the code URL (a data URL, not SVG markup taken for a path)', () => {
    resetBrowser(vi.fn());
    const topup = serverTopup();
    render(
      <NextIntlClientProvider locale="en" messages={{ topup: en.topup, funds: en.funds, errors: en.errors }}>
        <WeChatPay topup={topup} symbols={{ baseCode: 'CNY', base: '¥', pay: '¥' }} pollMs={60_000} onUpdate={() => {}} />
      </NextIntlClientProvider>,
    );
    const src = screen.getByRole('img', { name: 'WeChat Pay QR code for ¥100.00' }).getAttribute('src') ?? '';
    expect(src).toMatch(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/]+=*$/);
    expect(atob(src.slice(src.indexOf(',') + 1))).toMatch(/^<svg[\s>][\s\S]*<\/svg>\s*$/);
  });
});
