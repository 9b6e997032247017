// Staff see the proof a customer sent before approving a bank or Taobao top-up: the admin list links to
// each image, the admin route serves it to the owner tenant's staff only (no-store), and the ops commands
// say where it is and write it to a file.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentMethod, PaymentStatus } from '../../../lib/contract/enums.ts';
import { topupProofs } from '../../db/schema/index.ts';
import { fileStore } from '../../kernel/file-store.ts';
import { encodePng } from '../../seed/png.ts';
import { run } from '../../cli/index.ts';
import { call, testAppPerFile } from '../../test/harness.ts';
import { api, newMember, type Member } from '../parcels/test-helpers.ts';

const ctx = testAppPerFile();
let admin: string;
let blueAdmin: string;
let dir: string;

const loginAdmin = async (host: string) =>
  (await call(ctx().app, '/api/passport-management/login-by-admin-password', { host, json: { username: 'admin', password: 'admin1234' } })).data
    .accessToken as string;
beforeAll(async () => {
  admin = await loginAdmin('localhost');
  blueAdmin = await loginAdmin('blue.localhost');
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'proof-out-'));
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

const png = (shade: number) => Buffer.from(encodePng(3, 2, new Uint8Array(18).fill(shade)));

/** A bank transfer of the member, in review with two proof images. */
async function inReview(m: Member, images: Buffer[]) {
  const topup = (
    await call(ctx().app, '/api/u/fund-management/topup/user-topup', {
      token: m.token,
      host: m.host,
      json: { method: PaymentMethod.bankcard, currency: 'CNY', amount: 88 },
      headers: { 'idempotency-key': `rv-${m.userId}` },
    })
  ).data;
  const form = new FormData();
  form.append('payerName', 'Han Meimei');
  images.forEach((bytes, i) => form.append('files', new Blob([new Uint8Array(bytes)]), `p${i}.png`));
  const res = await ctx().app.request(`http://${m.host}/api/u/fund-management/topup/${topup.id}/proof`, {
    method: 'POST',
    headers: { host: m.host, authorization: `Bearer ${m.token}` },
    body: form,
  });
  expect(res.status).toBe(200);
  return topup.id as string;
}

const get = (url: string, token?: string, host = 'localhost') =>
  ctx().app.request(`http://${host}${url}`, { headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

describe('proof images for staff', () => {
  it('the admin list links each proof; the owner tenant’s staff get its bytes with no-store, nobody else does', async () => {
    const m = await newMember(ctx());
    const images = [png(10), png(200)];
    const id = await inReview(m, images);
    const list = await call(ctx().app, '/api/admin/topup/list', { token: admin, json: {} });
    const row = list.data.find((r: { id: string }) => r.id === id);
    expect(row.status).toBe(PaymentStatus.PendingAudit);
    expect(row.proofs).toHaveLength(2);
    expect(row.proofs[0]).toMatchObject({ contentType: 'image/png', url: `/api/admin/topup/${id}/proof/${row.proofs[0].id}` });

    for (const [i, proof] of row.proofs.entries()) {
      const res = await get(proof.url, admin);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await res.arrayBuffer()).equals(images[i])).toBe(true);
    }
    const url = row.proofs[0].url as string;
    expect((await get(url, blueAdmin, 'blue.localhost')).status).toBe(404); // another tenant's staff
    expect((await get(url, m.token)).status).toBe(404); // a customer session: the Admin guard's answer
    expect((await get(url)).status).toBe(401);
    expect((await get(`/api/admin/topup/${id}/proof/PF-nope`, admin)).status).toBe(404);
    // The customer's own route still serves it to them.
    const own = (await api(ctx(), m).get(`/u/fund-management/topup/${id}`)).data.proofs[0];
    expect((await get(own.url, m.token)).status).toBe(200);
  });

  it('is documented in the OpenAPI document under Admin', async () => {
    const doc = await (await ctx().app.request('http://localhost/api/openapi.json')).json();
    const op = doc.paths['/api/admin/topup/{id}/proof/{proofId}']?.get;
    expect(op?.tags).toEqual(['Admin']);
    expect(Object.keys(op.responses['200'].content)).toContain('image/png');
  });

  it('ops: topup-list and topup-approve say where the proof is; topup-proof writes it to a file', async () => {
    const m = await newMember(ctx());
    const images = [png(90)];
    const id = await inReview(m, images);
    const lines: string[] = [];
    const ops = (...argv: string[]) => run(argv, (l) => lines.push(l), { open: async () => ({ ...ctx().database, close: async () => {} }) });

    expect(await ops('topup-proof', '--id', id, '--out', dir)).toBe(0);
    const written: string[] = lines.join('\n').match(/\S+\.png/g) ?? [];
    expect(written).toHaveLength(1);
    expect(path.dirname(written[0])).toBe(dir);
    expect((await fs.readFile(written[0])).equals(images[0])).toBe(true);

    lines.length = 0;
    await ops('topup-list');
    const listed = lines.find((l) => l.startsWith(id));
    expect(listed).toMatch(/proof: 1 image/);
    expect(listed).toContain(`npm run ops -- topup-proof --id ${id}`);

    lines.length = 0;
    await ops('topup-approve', '--id', id);
    expect(lines[0]).toBe(`${id}: credited 88`);
    // Where the file is kept: the database store (FILE_STORE's default) names its table, bucket and name.
    const [proof] = await ctx().database.db.select().from(topupProofs).where(eq(topupProofs.topupId, id));
    expect(lines.slice(1)).toEqual([`proof: database: stored_files topup-proofs/${proof.fileName}`]);
    expect((await fileStore().get(ctx().database.db, 'topup-proofs', proof.fileName))?.equals(images[0])).toBe(true);
    expect(await ops('topup-proof', '--id', 'TOPUP-nope', '--out', dir).catch((err: Error) => err.message)).toMatch(/does not exist/);
  });
});
