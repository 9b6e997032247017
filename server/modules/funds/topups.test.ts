// Top-ups and records through the API: preview and create (Idempotency-Key), a bank transfer with proof
// reviewed by staff (approve with the amount received, reject, send again), cancel, rate changes, the
// wallet's records, paying an unpaid document, and 404 for another customer's or tenant's ids.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PaymentMethod, PaymentStatus } from '../../../lib/contract/enums.ts';
import { topupQuotes } from '../../db/schema/index.ts';
import { encodePng } from '../../seed/png.ts';
import { call, testAppPerFile } from '../../test/harness.ts';
import { api, newMember, type Member } from '../parcels/test-helpers.ts';

const ctx = testAppPerFile();
let admin: string;
let blueAdmin: string;

async function loginAdmin(host = 'localhost'): Promise<string> {
  const res = await call(ctx().app, '/api/passport-management/login-by-admin-password', {
    host,
    json: { username: 'admin', password: 'admin1234' },
  });
  return res.data.accessToken;
}
beforeAll(async () => {
  admin = await loginAdmin();
  blueAdmin = await loginAdmin('blue.localhost');
});

const staff = (path: string, json: unknown, token = admin, host = 'localhost', headers: Record<string, string> = {}) =>
  call(ctx().app, `/api${path}`, { token, host, json, headers });

const keyed = (m: Member, path: string, json: unknown, key: string, lang = 'zh-Hans') =>
  call(ctx().app, `/api${path}`, { token: m.token, host: m.host, json, lang, headers: { 'idempotency-key': key } });

async function upload(m: Member, id: string, fields: Record<string, string>, files: Buffer[], key?: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  files.forEach((bytes, i) => form.append('files', new Blob([new Uint8Array(bytes)]), `proof${i}.png`));
  const res = await ctx().app.request(`http://${m.host}/api/u/fund-management/topup/${id}/proof`, {
    method: 'POST',
    headers: { host: m.host, authorization: `Bearer ${m.token}`, 'accept-language': 'en', ...(key ? { 'idempotency-key': key } : {}) },
    body: form,
  });
  return { status: res.status, data: await res.json() };
}

const png = () => encodePng(4, 4, new Uint8Array(48).fill(200));

describe('top-ups', () => {
  it('previews, then creates a bank transfer once per Idempotency-Key; another body with the key is 422', async () => {
    const m = await newMember(ctx());
    const preview = await api(ctx(), m).post('/u/fund-management/topup/exchange-calculate', {
      method: PaymentMethod.bankcard,
      currency: 'CNY',
      amount: '250.5',
    });
    expect(preview.status).toBe(200);
    expect(preview.data).toMatchObject({ creditAmount: 250.5, payAmount: 250.5, serviceCharge: 0, totalPay: 250.5, rate: '1.00000000' });
    const body = { method: PaymentMethod.bankcard, currency: 'CNY', amount: '250.5', quoteId: preview.data.quoteId };
    const [first, again] = [
      await keyed(m, '/u/fund-management/topup/user-topup', body, 'k-1'),
      await keyed(m, '/u/fund-management/topup/user-topup', body, 'k-1'),
    ];
    expect(first.status).toBe(200);
    expect(again.data.id).toBe(first.data.id);
    expect(first.data).toMatchObject({ status: PaymentStatus.PendingPayment, next: { kind: 'proof' } });
    const other = await keyed(m, '/u/fund-management/topup/user-topup', { ...body, amount: '251' }, 'k-1');
    expect(other.status).toBe(422);
    expect(other.data.error.code).toBe('IDEMPOTENCY_MISMATCH');
    const list = await api(ctx(), m).post('/u/fund-management/topup/list', {});
    expect(list.data.totalCount).toBe(1);
  });

  it('answers a stale quote with RATE_CHANGED, and amounts outside the method’s range with a clear message', async () => {
    const m = await newMember(ctx(), 'blue.localhost'); // base currency USD; Taobao pays in CNY at 7.2
    const preview = await api(ctx(), m).post('/u/fund-management/topup/exchange-calculate', {
      method: PaymentMethod.TAOBAO_LINK,
      currency: 'CNY',
      amount: '100.05',
    });
    expect(preview.data).toMatchObject({ creditAmount: 100.05, payAmount: 720.36, serviceCharge: 0, totalPay: 720.36, rate: '7.20000000' });
    // The rate moved since the preview (the quote keeps the old one): the customer must see the new figures.
    await ctx().database.db.update(topupQuotes).set({ rate: '7.10000000', totalPay: 71_036 }).where(eq(topupQuotes.id, preview.data.quoteId));
    const res = await keyed(
      m,
      '/u/fund-management/topup/user-topup',
      { method: PaymentMethod.TAOBAO_LINK, currency: 'CNY', amount: '100.05', quoteId: preview.data.quoteId },
      'k-rate',
      'en',
    );
    expect(res.status).toBe(409);
    expect(res.data.error).toMatchObject({ code: 'RATE_CHANGED', message: 'The exchange rate has changed: please check the new amounts.' });
    const tooBig = await api(ctx(), m, 'en').post('/u/fund-management/topup/exchange-calculate', {
      method: PaymentMethod.bankcard,
      currency: 'USD',
      amount: '50000.01',
    });
    expect(tooBig.status).toBe(400);
    expect(tooBig.data.error.code).toBe('AMOUNT_OUT_OF_RANGE');
    const badFormat = await api(ctx(), m).post('/u/fund-management/topup/exchange-calculate', {
      method: PaymentMethod.bankcard,
      currency: 'USD',
      amount: '1.234',
    });
    expect(badFormat.data.error.code).toBe('AMOUNT_OUT_OF_RANGE');
    const noCurrency = await api(ctx(), m).post('/u/fund-management/topup/exchange-calculate', {
      method: PaymentMethod.bankcard,
      currency: 'CNY',
      amount: 10,
    });
    expect(noCurrency.data.error.code).toBe('CURRENCY_NOT_CONFIGURED');
  });

  it('takes proof of a bank transfer, and staff approve it crediting what arrived; a rejected one can be sent again', async () => {
    const m = await newMember(ctx());
    const create = (key: string) => keyed(m, '/u/fund-management/topup/user-topup', { method: PaymentMethod.bankcard, currency: 'CNY', amount: 300 }, key);
    const topup = (await create('bank-1')).data;
    const noFile = await upload(m, topup.id, { payerName: 'Li Lei' }, []);
    expect(noFile.data.error.code).toBe('PROOF_REQUIRED');
    const notImage = await upload(m, topup.id, { payerName: 'Li Lei' }, [Buffer.from('%PDF-1.4 not an image')]);
    expect(notImage.data.error.code).toBe('PROOF_INVALID');
    const four = await upload(m, topup.id, { payerName: 'Li Lei' }, [png(), png(), png(), png()]);
    expect(four.data.error.code).toBe('PROOF_INVALID');
    const sent = await upload(m, topup.id, { payerName: 'Li Lei', transferNumber: 'T-1' }, [png(), png()], 'proof-1');
    expect(sent.status).toBe(200);
    expect(sent.data).toMatchObject({ status: PaymentStatus.PendingAudit, payer: { payerName: 'Li Lei', transferNumber: 'T-1' } });
    expect(sent.data.proofs).toHaveLength(2);
    const image = await ctx().app.request(`http://localhost${sent.data.proofs[0].url}`, {
      headers: { authorization: `Bearer ${m.token}` },
    });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');

    const rejected = await staff(`/admin/topup/${topup.id}/reject`, { reason: 'Name does not match' });
    expect(rejected.status).toBe(200);
    const back = await api(ctx(), m).get(`/u/fund-management/topup/${topup.id}`);
    expect(back.data).toMatchObject({ status: PaymentStatus.PendingPayment, rejectReason: 'Name does not match', next: { kind: 'proof' } });
    expect((await upload(m, topup.id, { payerName: 'LI LEI' }, [png()], 'proof-2')).data.status).toBe(PaymentStatus.PendingAudit);

    const approved = await staff(`/admin/topup/${topup.id}/approve`, { amount: 299.5 });
    expect(approved.data).toMatchObject({ outcome: 'credited', creditAmount: 299.5 });
    expect((await staff(`/admin/topup/${topup.id}/approve`, {})).data.outcome).toBe('duplicate');
    const wallet = await api(ctx(), m).get('/u/fund-management/wallet');
    expect(wallet.data).toMatchObject({ balance: 299.5, pendingTopups: [] });
    const records = await api(ctx(), m).post('/u/fund-management/transaction-record/list', { tab: 'recharge' });
    expect(records.data.items[0]).toMatchObject({
      kind: 'topup',
      status: PaymentStatus.Successfully,
      amount: 299.5,
      balanceAfter: 299.5,
      topupId: topup.id,
    });
    const log = await api(ctx(), m).post('/f/fund-management/fund-account-log/list', {});
    expect(log.data.items).toEqual([expect.objectContaining({ type: 'topup', amount: 299.5, balanceAfter: 299.5 })]);
  });

  it('needs a Taobao order number used by no other top-up, and a Wangwang ID', async () => {
    const [a, b] = [await newMember(ctx()), await newMember(ctx())];
    const make = (m: Member, key: string) =>
      keyed(m, '/u/fund-management/topup/user-topup', { method: PaymentMethod.TAOBAO_LINK, currency: 'CNY', amount: 50 }, key).then((r) => r.data);
    const [ta, tb] = [await make(a, 'tb-a'), await make(b, 'tb-b')];
    const missing = await upload(a, ta.id, { taobaoOrderNumber: '123456789012' }, []);
    expect(missing.data.error.validationErrors[0].members).toEqual(['wangwangId']);
    expect((await upload(a, ta.id, { taobaoOrderNumber: '123456789012', wangwangId: 'tb_a' }, [])).status).toBe(200);
    const reused = await upload(b, tb.id, { taobaoOrderNumber: '123456789012', wangwangId: 'tb_b' }, []);
    expect(reused.status).toBe(400);
    expect(reused.data.error.validationErrors[0].message).toBe('This Taobao order number has already been used.');
  });

  it('cancels an unpaid top-up once; a cancelled one cannot be paid', async () => {
    const m = await newMember(ctx());
    const topup = (await keyed(m, '/u/fund-management/topup/user-topup', { method: PaymentMethod.bankcard, currency: 'CNY', amount: 20 }, 'c-1')).data;
    expect((await api(ctx(), m).post(`/u/fund-management/topup/${topup.id}/cancel`)).data.status).toBe(PaymentStatus.Closed);
    expect((await api(ctx(), m).post(`/u/fund-management/topup/${topup.id}/cancel`)).status).toBe(409);
    expect((await keyed(m, `/u/fund-management/topup/${topup.id}/pay`, {}, 'p-1')).data.error.code).toBe('TOPUP_NOT_PAYABLE');
  });
});

describe('paying a document from the wallet', () => {
  it('says how much is missing, then pays once when the balance is enough (retries replay the answer)', async () => {
    const m = await newMember(ctx());
    const [userName] = [(await api(ctx(), m).get('/u/user')).data.userName];
    const doc = (
      await staff('/admin/payment/request', {
        customer: userName,
        amount: 80,
        refType: 'waybill',
        refId: `L-${m.userId}`,
        titleZh: '运费',
        titleEn: 'Fee',
      })
    ).data;
    const short = await keyed(m, `/u/fund-management/unpaid/${doc.id}/pay`, {}, 'pay-1', 'en');
    expect(short.status).toBe(402);
    expect(short.data.error).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      details: '80.00',
      message: 'Your balance is not enough: please top up first.',
    });
    await staff('/admin/wallet/adjust', { customer: userName, amount: 100, reasonCode: 'compensation', reason: 'Box damaged' }, admin, 'localhost', {
      'idempotency-key': 'adj-1',
    });
    await staff('/admin/wallet/adjust', { customer: userName, amount: 100, reasonCode: 'compensation', reason: 'Box damaged' }, admin, 'localhost', {
      'idempotency-key': 'adj-1',
    });
    const changes = await api(ctx(), m).get('/u/accountChangeRecord');
    expect(changes.data.items).toEqual([
      expect.objectContaining({ reasonCode: 'compensation', reason: 'Box damaged', by: 'staff', amount: 100, balanceAfter: 100 }),
    ]);
    const paid = await Promise.all([1, 2, 3].map(() => keyed(m, `/u/fund-management/unpaid/${doc.id}/pay`, {}, 'pay-2')));
    const ok = paid.filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(ok.every((r) => r.data.id === doc.id && r.data.status === PaymentStatus.Successfully)).toBe(true);
    expect(paid.filter((r) => r.status !== 200).every((r) => r.status === 409)).toBe(true);
    expect((await api(ctx(), m).get('/u/fund-management/wallet')).data.balance).toBe(20);
    expect((await api(ctx(), m).post('/u/fund-management/unpaid/list')).data.totalCount).toBe(0);
  });
});

describe('another customer’s or tenant’s money', () => {
  it('answers 404 on every route that takes an id', async () => {
    const owner = await newMember(ctx());
    const other = await newMember(ctx());
    const blue = await newMember(ctx(), 'blue.localhost');
    const topup = (await keyed(owner, '/u/fund-management/topup/user-topup', { method: PaymentMethod.bankcard, currency: 'CNY', amount: 10 }, 'own-1')).data;
    await upload(owner, topup.id, { payerName: 'Owner' }, [png()]);
    const proof = (await api(ctx(), owner).get(`/u/fund-management/topup/${topup.id}`)).data.proofs[0];
    await staff(`/admin/topup/${topup.id}/approve`, {});
    const line = (await api(ctx(), owner).post('/f/fund-management/fund-account-log/list', {})).data.items[0];
    const record = topup.transactionId;
    for (const intruder of [other, blue]) {
      const as = api(ctx(), intruder);
      const answers = [
        await as.get(`/u/fund-management/topup/${topup.id}`),
        await as.post(`/u/fund-management/topup/${topup.id}/cancel`),
        await as.post(`/u/fund-management/topup/${topup.id}/confirm`, {}),
        await keyed(intruder, `/u/fund-management/topup/${topup.id}/pay`, {}, `x-${intruder.userId}`),
        await as.get(`/u/fund-management/topup/${topup.id}/proof/${proof.id}`),
        await as.get(`/u/fund-management/transaction-record?id=${record}`),
        await as.get(`/u/transactionRecords/${record}/transactionRecordDetail`),
        await as.post(`/u/transactionRecords/${record}/deductionByTransactionRecordId`),
        await as.get(`/f/fund-management/fund-account-log/${line.id}`),
        await keyed(intruder, `/u/fund-management/unpaid/${record}/pay`, {}, `y-${intruder.userId}`),
        await upload(intruder, topup.id, { payerName: 'X' }, [png()]),
      ];
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 404));
    }
    expect((await staff(`/admin/topup/${topup.id}/approve`, {}, blueAdmin, 'blue.localhost')).status).toBe(404);
  });
});
