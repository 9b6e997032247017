// Online top-ups through the API with the sandbox providers: what a WeChat top-up sends for its QR code (an
// image URL the page can show as it is), how its unpaid record is listed, and the methods and figures the USD
// site (blue.localhost) offers.
import { describe, expect, it } from 'vitest';
import { PaymentMethod, PaymentStatus } from '../../../lib/contract/enums.ts';
import { call, testAppPerFile } from '../../test/harness.ts';
import { sandboxForThisFile } from '../payments/test-helpers.ts';
import { api, newMember, type Member } from '../parcels/test-helpers.ts';

sandboxForThisFile();
const ctx = testAppPerFile();

const TOPUP = '/u/fund-management/topup';
const keyed = (m: Member, path: string, json: unknown, key: string) =>
  call(ctx().app, `/api${path}`, { token: m.token, host: m.host, json, lang: 'en', headers: { 'idempotency-key': key } });

async function wechatTopup(m: Member, amount: string) {
  const preview = await api(ctx(), m, 'en').post(`${TOPUP}/exchange-calculate`, { method: PaymentMethod.wechat, currency: 'CNY', amount });
  expect(preview.status).toBe(200);
  const created = await keyed(
    m,
    `${TOPUP}/user-topup`,
    { method: PaymentMethod.wechat, currency: 'CNY', amount, quoteId: preview.data.quoteId },
    `wx-${amount}`,
  );
  expect(created.status).toBe(200);
  return created.data;
}

/** The SVG document inside a `data:image/svg+xml;base64,` URL (fails the test when it is anything else). */
function svgOf(url: unknown): string {
  expect(url).toMatch(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/]+=*$/);
  return Buffer.from(String(url).split(',')[1], 'base64').toString('utf8');
}

describe('a WeChat Pay top-up', () => {
  it('sends its QR code as a data:image/svg+xml URL (an <img src>), on creation, on reading and on paying again', async () => {
    const m = await newMember(ctx());
    const topup = await wechatTopup(m, '28.12');
    expect(topup).toMatchObject({ method: PaymentMethod.wechat, status: PaymentStatus.PendingPayment, next: { kind: 'qr' } });
    expect(topup.next.qrCode).toMatch(/\/api\/sandbox\/wechat\//);
    expect(svgOf(topup.next.qrImageUrl)).toMatch(/^<svg[\s>][\s\S]*<\/svg>\s*$/);
    expect(topup.next).not.toHaveProperty('qrSvg');

    const read = await api(ctx(), m, 'en').get(`${TOPUP}/${topup.id}`);
    expect(read.status).toBe(200);
    expect(svgOf(read.data.next.qrImageUrl)).toContain('<svg');

    const again = await keyed(m, `${TOPUP}/${topup.id}/pay`, {}, 'wx-again');
    expect(again.status).toBe(200);
    expect(svgOf(again.data.next.qrImageUrl)).toContain('<svg');
  });

  it('while unpaid, its transaction record is listed as not posted: pending, amount into the wallet, no balance after', async () => {
    const m = await newMember(ctx());
    const topup = await wechatTopup(m, '28.12');
    const list = await api(ctx(), m, 'en').post('/u/fund-management/transaction-record/list', {});
    expect(list.data.items).toEqual([
      expect.objectContaining({
        id: topup.transactionId,
        kind: 'topup',
        status: PaymentStatus.PendingPayment,
        amount: 28.12,
        balanceAfter: null,
        topupId: topup.id,
      }),
    ]);
  });
});

describe('the USD site (blue.localhost)', () => {
  it('lists Alipay and WeChat Pay (CNY) before PayPal, the first method that pays in USD', async () => {
    const m = await newMember(ctx(), 'blue.localhost');
    const list = await api(ctx(), m, 'en').post(`${TOPUP}/method-list`, {});
    expect(list.data.baseCurrency).toEqual({ code: 'USD', symbol: '$' });
    const methods = list.data.methods as { method: number; currencies: { currency: string }[] }[];
    expect(methods.map((x) => [x.method, x.currencies.map((c) => c.currency).join()])).toEqual([
      [PaymentMethod.alipay, 'CNY'],
      [PaymentMethod.wechat, 'CNY'],
      [PaymentMethod.paypal, 'USD'],
      [PaymentMethod.hitpay, 'SGD'],
      [PaymentMethod.billplz, 'MYR'],
      [PaymentMethod.bankcard, 'USD'],
      [PaymentMethod.TAOBAO_LINK, 'CNY'],
    ]);
  });

  it('previews what each provider charges in its own currency: Alipay ¥196.34 for $27.27, PayPal $28.52 with its fee', async () => {
    const m = await newMember(ctx(), 'blue.localhost');
    const alipay = await api(ctx(), m, 'en').post(`${TOPUP}/exchange-calculate`, { method: PaymentMethod.alipay, currency: 'CNY', amount: '27.27' });
    expect(alipay.data).toMatchObject({ currency: 'CNY', creditAmount: 27.27, payAmount: 196.34, serviceCharge: 0, totalPay: 196.34 });
    const paypal = await api(ctx(), m, 'en').post(`${TOPUP}/exchange-calculate`, { method: PaymentMethod.paypal, currency: 'USD', amount: '27.27' });
    expect(paypal.data).toMatchObject({ currency: 'USD', creditAmount: 27.27, payAmount: 27.27, serviceCharge: 1.25, totalPay: 28.52 });
  });
});
