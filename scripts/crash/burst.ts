// The crash test's writes: every customer's top-ups (staff adjustments), payments of its documents (both with
// an Idempotency-Key), forecasts (new tracking numbers) and the cancel of a forecast it made, sent over HTTP
// by concurrent workers; each answer is recorded with what it should have produced.
import http from 'node:http';
import { type ApiCall, adjustWallet, apiCall, payDocument } from '../../bench/lib/api-calls.ts';
import type { Customer } from './prepare.ts';

/** 'topup': a sandbox top-up paid at the provider (bench/load.ts), keyed by its transaction record. */
export type Kind = 'adjust' | 'pay' | 'forecast' | 'cancel' | 'topup';

export interface Answer {
  status: number;
  body: string;
  replayed: boolean;
}

export interface Op {
  kind: Kind;
  customer: Customer;
  /** The idempotency key (adjust), the document id (pay), the tracking number (forecast), the transaction record (topup). */
  key: string;
  amountMinor: number;
  call: () => ApiCall | null;
  first?: Answer;
  retry?: Answer;
  /** The forecast's new parcel id (forecast, cancel). */
  parcelId?: string;
  done?: Promise<void>;
  /** A forecast that is cancelled later: its number may then be forecast anew, so it is not sent again once answered. */
  cancelled?: boolean;
}

/** Sends one call to 127.0.0.1:port; status 0 when the connection failed or broke (the server died). */
export function send(port: number, call: ApiCall): Promise<Answer> {
  return new Promise((resolve) => {
    const req = http.request({ host: '127.0.0.1', port, method: call.method, path: call.path, headers: call.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), replayed: res.headers['idempotent-replayed'] === 'true' }),
      );
      res.on('error', () => resolve({ status: 0, body: '', replayed: false }));
    });
    req.on('error', () => resolve({ status: 0, body: '', replayed: false }));
    // A call the server never answers counts as unanswered instead of holding the test.
    req.setTimeout(30_000, () => req.destroy());
    req.end(call.body);
  });
}

const forecastBody = (c: Customer, trackingNumber: string) => ({
  parcels: [
    {
      warehouseId: c.warehouseId,
      trackingNumber,
      carrierCode: 'SF',
      deliveryMode: 1,
      goods: [{ declaredName: 'T-shirt', goodsTypeId: c.goodsTypeId, quantity: 1, unitValue: 9.9, currency: 'CNY' }],
    },
  ],
});

/** The writes of every customer, shuffled (a cancel waits for the forecast it cancels). */
export function planOps(customers: Customer[], run: string, adjusts: number, forecasts: number): Op[] {
  const ops: Op[] = [];
  customers.forEach((c, ci) => {
    for (let i = 0; i < adjusts; i += 1) {
      const key = `adj-${run}-${ci}-${i}`;
      const amountMinor = 101 * (i + 1);
      ops.push({
        kind: 'adjust',
        customer: c,
        key,
        amountMinor,
        call: () => adjustWallet(c.host, c.adminToken, c.userName, amountMinor / 100, `crash ${key}`, key),
      });
    }
    for (const id of c.documents)
      ops.push({ kind: 'pay', customer: c, key: id, amountMinor: 0, call: () => payDocument(c.host, c.token, id, `pay-${run}-${id}`) });
    for (let i = 0; i < forecasts; i += 1) {
      const forecast: Op = {
        kind: 'forecast',
        customer: c,
        key: `CR${run}${ci}X${i}`.toUpperCase(),
        amountMinor: 0,
        call: () => apiCall(c.host, c.token, '/api/u/ship-for-me/parcel', forecastBody(c, forecast.key)),
      };
      ops.push(forecast);
      if (i === 0) {
        forecast.cancelled = true;
        const cancel: Op = {
          kind: 'cancel',
          customer: c,
          key: forecast.key,
          amountMinor: 0,
          call: () =>
            forecast.parcelId ? apiCall(c.host, c.token, '/api/u/ship-for-me/parcel/cancel', { id: forecast.parcelId, reason: 'crash test' }) : null,
        };
        ops.push(cancel);
      }
    }
  });
  // A fixed shuffle (the run differs by its timing, not its plan), keeping each cancel after its forecast.
  let seed = 26_004;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const shuffled = ops.filter((op) => op.kind !== 'cancel').sort(() => random() - 0.5);
  for (const cancel of ops.filter((op) => op.kind === 'cancel')) {
    const at = shuffled.findIndex((op) => op.kind === 'forecast' && op.key === cancel.key);
    shuffled.splice(at + 1 + Math.floor(random() * (shuffled.length - at)), 0, cancel);
  }
  return shuffled;
}

function noteParcel(op: Op, answer: Answer) {
  if (op.kind !== 'forecast' || answer.status !== 200) return;
  op.parcelId = (JSON.parse(answer.body) as { items: { id: string }[] }).items[0]?.id;
}

/**
 * Sends `ops` with `workers` concurrent workers; `phase` says where the answer goes. `onOk` is told each
 * 200 (the crash test kills the server from it). A cancel whose forecast has no parcel yet is not sent.
 */
export async function fire(port: number, ops: Op[], workers: number, phase: 'first' | 'retry', onOk: () => void = () => {}): Promise<void> {
  let next = 0;
  const byKey = new Map(ops.filter((op) => op.kind === 'forecast').map((op) => [op.key, op]));
  const worker = async () => {
    while (next < ops.length) {
      const op = ops[next++];
      if (op.kind === 'cancel') await byKey.get(op.key)?.done;
      if (phase === 'retry' && op.cancelled && op.first?.status === 200) continue;
      const call = op.call();
      if (!call) continue;
      let release = () => {};
      if (op.kind === 'forecast') op.done = new Promise((resolve) => (release = resolve));
      const answer = await send(port, call);
      op[phase] = answer;
      noteParcel(op, answer);
      release();
      if (answer.status === 200) onOk();
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));
}
