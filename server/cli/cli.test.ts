import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labelPhoto } from '../seed/png.ts';
import { testAppPerFile } from '../test/harness.ts';
import { parseArgs, run } from './index.ts';
import { opsOn } from './test-ops.ts';
import { parseSize, parseWeightGrams, repeated } from './parcels.ts';
import { eq } from 'drizzle-orm';
import { PaymentMethod } from '../../lib/contract/enums.ts';
import { users } from '../db/schema/index.ts';
import { walletBalance } from '../modules/funds/ledger.ts';
import { markPendingAudit } from '../modules/funds/settlement.ts';
import { insertTopup } from '../modules/funds/test-helpers.ts';
import { newMember } from '../modules/parcels/test-helpers.ts';
import { balanceOf, fund, ledgerSum, shipper, submitQuoted, combinedOrderApi } from '../modules/combined-order/test-helpers.ts';

describe('ops CLI', () => {
  it('parses commands and options', () => {
    expect(parseArgs(['outbox', '--to', 'a@b.co', '--limit=3'])).toEqual({ command: 'outbox', options: { to: 'a@b.co', limit: '3' } });
    expect(parseArgs([])).toEqual({ command: 'help', options: {} });
  });

  it('help lists the commands; an unknown command answers 2', async () => {
    const lines: string[] = [];
    expect(await run(['help'], (l) => lines.push(l))).toBe(0);
    expect(lines.join('\n')).toMatch(
      /outbox[\s\S]*login-code[\s\S]*pre-auth-code[\s\S]*set-password[\s\S]*parcel-arrive[\s\S]*parcel-inbound[\s\S]*parcel-abnormal[\s\S]*parcel-out[\s\S]*parcel-list[\s\S]*topup-approve[\s\S]*wallet-adjust[\s\S]*payment-request/,
    );
    expect(await run(['nope'], () => {})).toBe(2);
  });
});

describe('ops CLI: the warehouse commands', () => {
  const ctx = testAppPerFile();
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cli-photo-'));
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  const ops = opsOn(ctx);

  it('parses sizes, weights and repeated options', () => {
    expect(parseSize('30x20x10')).toEqual([30, 20, 10]);
    expect(parseSize('30×20.5*10')).toEqual([30, 21, 10]);
    expect(() => parseSize('30x20')).toThrow(/--size/);
    expect(parseWeightGrams('1.25')).toBe(1250);
    expect(() => parseWeightGrams('-1')).toThrow(/--weight/);
    expect(repeated(['--photo', 'a.png', '--x', '--photo=b.jpg'], 'photo')).toEqual(['a.png', 'b.jpg']);
  });

  it('a parcel arrives with a photo, goes inbound, abnormal, cleared, out; refusals are in words', async () => {
    const photo = path.join(dir, 'label.png');
    await fs.writeFile(photo, labelPhoto('CLI', [0, 0, 0]));
    const tracking = `CLI${Date.now()}`;
    const arrived = await ops(
      'parcel-arrive',
      '--host',
      'navy.localhost',
      '--warehouse',
      'first',
      '--tracking',
      tracking,
      '--weight',
      '1.25',
      '--size',
      '30x20x10',
      '--member-code',
      'NOSUCH1',
      '--photo',
      photo,
    );
    expect(arrived.code).toBe(0);
    expect(arrived.text).toMatch(new RegExp(`arrived \\(unclaimed\\): P\\d+  ${tracking}  Arrived  unclaimed  .+ 1.25 kg 30×20×10 cm  1 photo\\(s\\)`));
    const again = ops('parcel-arrive', '--host', 'navy.localhost', '--tracking', tracking, '--weight', '1', '--size', '1x1x1');
    await expect(again).rejects.toThrow('A parcel with this tracking number has already arrived.');

    const host = ['--host', 'navy.localhost', '--tracking', tracking.toLowerCase()];
    expect((await ops('parcel-inbound', ...host)).text).toMatch(/^Arrived → P\d+ .* In stock /);
    await expect(ops('parcel-inbound', ...host)).rejects.toThrow(/does not allow this action/);
    await expect(ops('parcel-abnormal', ...host)).rejects.toThrow('reason: This field is required.');
    expect((await ops('parcel-abnormal', ...host, '--reason', 'label torn')).text).toMatch(/ABNORMAL: label torn$/);
    await expect(ops('parcel-out', ...host)).rejects.toThrow(/marked abnormal/);
    expect((await ops('parcel-clear-abnormal', ...host)).code).toBe(0);
    expect((await ops('parcel-out', ...host)).text).toMatch(/^In stock → .* Left the warehouse /);
    const list = await ops('parcel-list', '--host', 'navy.localhost', '--status', '120', '--tracking', tracking);
    expect(list.text.split('\n')).toEqual([expect.stringMatching(/^1 parcel\(s\) on navy.localhost$/), expect.stringContaining(tracking)]);
    await expect(ops('parcel-out', '--host', 'navy.localhost', '--tracking', 'NOPE12345')).rejects.toThrow(/No active parcel/);
  });
});

describe('ops CLI: the money commands', () => {
  const ctx = testAppPerFile();
  const ops = opsOn(ctx);

  it('reviews a bank transfer, adjusts a wallet and raises a document to pay; refusals are in words', async () => {
    const m = await newMember(ctx(), 'navy.localhost');
    const topup = await insertTopup(ctx().database.db, m, PaymentMethod.bankcard, 5_000);
    await ctx().database.db.transaction((tx) => markPendingAudit(tx, topup));
    const host = ['--host', 'navy.localhost'];
    expect((await ops('topup-list', ...host)).text).toContain(topup.id);
    expect((await ops('topup-approve', ...host, '--id', topup.id, '--amount', '49.5')).text).toBe(`${topup.id}: credited 49.5`);
    await expect(ops('topup-reject', ...host, '--id', topup.id, '--reason', 'late')).rejects.toThrow('This top-up can no longer be paid.');
    const [user] = await ctx().database.db.select().from(users).where(eq(users.id, m.userId));
    expect((await ops('wallet-adjust', ...host, '--user', user.userName, '--amount', '-9.5', '--reason-code', 'correction', '--reason', 'typo')).text).toMatch(
      /: -9.5$/,
    );
    await expect(ops('wallet-adjust', ...host, '--user', user.userName, '--amount', '-100', '--reason-code', 'correction', '--reason', 'x')).rejects.toThrow(
      'Your balance is not enough: please top up first.',
    );
    const doc = await ops(
      'payment-request',
      ...host,
      '--user',
      user.userName,
      '--amount',
      '12',
      '--ref-type',
      'waybill',
      '--ref-id',
      'L-CLI',
      '--title-zh',
      '运费',
      '--title-en',
      'Fee',
    );
    expect(doc.text).toMatch(/^TRAN\d+: 12 to pay \(status 1\)$/);
    expect((await walletBalance(ctx().database.db, m.tenantId, m.userId)).balance).toBe(4_000);
  });
});

describe('ops CLI: the coupon and points commands', () => {
  const ctx = testAppPerFile();
  const ops = opsOn(ctx);

  it('writes a campaign, hands a coupon out up to its limit, adjusts points; refusals are in words', async () => {
    const m = await newMember(ctx(), 'navy.localhost');
    const host = ['--host', 'navy.localhost'];
    const [user] = await ctx().database.db.select().from(users).where(eq(users.id, m.userId));
    const json = JSON.stringify({
      nameZh: '运维券',
      nameEn: 'Ops coupon',
      kind: 20,
      percentOff: 12.5,
      maxDiscount: 30,
      appliesTo: [20],
      receiveType: 40,
      stock: 1,
      validDays: 10,
    });
    const added = await ops('coupon-template-add', ...host, '--json', json);
    const id = added.text.match(/^(CT\d+): Ops coupon$/)?.[1];
    expect(id).toBeTruthy();
    expect((await ops('coupon-templates', ...host)).text).toContain(`${id}  Ops coupon  -12.5% (≤30) from 0  receive 40  issued 0/1`);
    await expect(
      ops('coupon-template-add', ...host, '--json', JSON.stringify({ nameZh: 'x', nameEn: 'x', kind: 10, appliesTo: [10], receiveType: 10, validDays: 3 })),
    ).rejects.toThrow(/amountOff/);
    expect((await ops('coupon-grant', ...host, '--user', user.userName, '--template', id!)).text).toMatch(
      new RegExp(`^COUPON\\d+: to ${user.userName}, valid until `),
    );
    await expect(ops('coupon-grant', ...host, '--user', user.userName, '--template', id!)).rejects.toThrow(
      'You have already received as many of this coupon as allowed.',
    );
    expect((await ops('coupon-template-set', ...host, '--id', id!, '--enabled', 'false', '--stock', 'none')).text).toBe(`${id}: issued 1/∞  OFF`);
    expect((await ops('points-adjust', ...host, '--user', user.userName, '--points', '120', '--note', 'goodwill')).text).toMatch(/^PT\d+: \+120, balance 120$/);
    await expect(ops('points-adjust', ...host, '--user', user.userName, '--points', '-121', '--note', 'x')).rejects.toThrow('You do not have enough points.');
    expect((await ops('points-expire', ...host)).text).toMatch(/^0 point\(s\) expired across \d+ member\(s\)$/);
  });
});

describe('ops CLI: the waybill commands', () => {
  const ctx = testAppPerFile();
  const ops = opsOn(ctx);

  it('lists waybills, advances one to Shipped with default measures, plays the demo carrier; refusals are in words', async () => {
    expect((await ops('help')).text).toMatch(/waybills [\s\S]*waybill-pick[\s\S]*waybill-pack[\s\S]*waybill-ship[\s\S]*waybill-advance/);
    const m = await shipper(ctx(), { wallet: 100_000 });
    const { submitted } = await submitQuoted(ctx, m);
    const id: string = submitted.data.waybill.id;
    const paid = await balanceOf(ctx(), m);
    const [user] = await ctx().database.db.select().from(users).where(eq(users.id, m.userId));

    const list = await ops('waybills', '--status', '10');
    expect(list.text.split('\n')[0]).toMatch(/^\d+ waybill\(s\) on localhost$/);
    expect(list.text).toMatch(new RegExp(`^${id}  Waiting for packing  ${user.userName} \\(\\w+\\)  2 parcel\\(s\\)  → US San Francisco  .+ estimated$`, 'm'));
    expect((await ops('waybills', '--host', 'blue.localhost')).text).not.toContain(id);

    const advanced = await ops('waybill-advance', id.toLowerCase());
    expect(advanced.code).toBe(0);
    const lines = advanced.text.split('\n');
    expect(lines.map((l) => l.split(' → ')[0])).toEqual([
      'Waiting for packing',
      'Picking',
      'Checked',
      'Packed',
      'Left the warehouse',
      expect.stringMatching(/^  next: waybill-play/),
    ]);
    expect(lines[2]).toMatch(/  Packed  .*  2.4 kg$/);
    expect(lines[4]).toMatch(new RegExp(`^Left the warehouse → ${id}  Shipped  .*  [A-Za-z ]+ [A-Z0-9]{12,}$`));
    // The default box is never bulkier than the parcels: the fee does not grow.
    expect(await balanceOf(ctx(), m)).toBeGreaterThanOrEqual(paid);
    expect(await ledgerSum(ctx(), m)).toBe(await balanceOf(ctx(), m));
    expect((await ops('waybill-advance', id)).text).toMatch(/^already shipped: /);

    expect((await ops('waybill-play', id)).text).toMatch(new RegExp(`^5 carrier checkpoint\\(s\\) added, the last DELIVERED: ${id}  Shipped`));
    expect((await ops('waybill-sign', '--id', id)).text).toMatch(/^Shipped → .*  Received  /);
    expect((await ops('waybill-complete', id)).text).toMatch(/^Received → .*  Completed  /);
    await expect(ops('waybill-cancel', id, '--reason', 'late')).rejects.toThrow('The waybill’s status does not allow this.');
    await expect(ops('waybill-pick', 'L404')).rejects.toThrow('The waybill does not exist.');
    await expect(ops('waybill-pick', id, '--host', 'blue.localhost')).rejects.toThrow('The waybill does not exist.');
    await expect(ops('waybill-pick')).rejects.toThrow(/needs the waybill number/);
  });

  it('steps one at a time and stops advancing while money is due', async () => {
    const m = await shipper(ctx(), { wallet: 0 });
    const id: string = (await submitQuoted(ctx, m)).submitted.data.waybill.id;
    expect((await ops('waybill-advance', id)).text).toMatch(/^stopped: .*  Unpaid  [\s\S]*has to pay first/);
    await fund(ctx(), m, 100_000);
    expect((await combinedOrderApi(ctx, m).pay(id)).status).toBe(200);
    expect((await ops('waybill-pick', id)).text).toMatch(/^Waiting for packing → .*  Picking  /);
    expect((await ops('waybill-verify', id)).text).toMatch(/^Picking → .*  Checked  /);
    await expect(ops('waybill-pack', id, '--weight', '2', '--size', '30x20')).rejects.toThrow(/--size/);
    expect((await ops('waybill-pack', id, '--weight', '3.1', '--size', '40x30x20')).text).toMatch(/^Checked → .*  Packed  .*  3.1 kg$/);
    expect((await ops('waybill-out', id)).text).toMatch(/Left the warehouse/);
    await expect(ops('waybill-ship', id, '--carrier', 'Cainiao')).rejects.toThrow('--number is required');
    expect((await ops('waybill-ship', id, '--carrier', 'Cainiao', '--number', 'cn123')).text).toMatch(/  Shipped  .*  Cainiao CN123$/);
    await expect(ops('waybill-event', id, '--status', 'WAREHOUSE', '--text', 'x')).rejects.toThrow('Unknown tracking status.');
    expect((await ops('waybill-event', id, '--status', 'customs', '--text', 'Held', '--location', 'LAX')).code).toBe(0);
    expect((await ops('waybill-deliver', id)).code).toBe(0);
    const detail = await combinedOrderApi(ctx, m).detail(id);
    expect(detail.data.tracking.slice(0, 2).map((e: { status: string; text: string }) => `${e.status} ${e.text}`)).toEqual([
      'DELIVERED Delivered / 已送达',
      'CUSTOMS Held',
    ]);
  });
});
