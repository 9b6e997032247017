// Money from the command line (`npm run ops -- topup-…`, `wallet-adjust`, `payment-request`): the same
// services as the staff routes (/api/admin/topup/…, /api/admin/wallet/adjust, /api/admin/payment/request).
// A top-up in review shows where its proof images are kept (topup-list, topup-approve) and topup-proof writes them out.
import fs from 'node:fs/promises';
import path from 'node:path';
import { UserType } from '../../lib/contract/enums.ts';
import type { Db } from '../db/client.ts';
import { hostCommands, need } from './on-host.ts';
import { and, eq } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';
import { readStaffProof, staffAdjust, staffApprove, staffReject, staffRequestPayment, staffTopupList, staffTopupProofs } from '../modules/funds/index.ts';

export const MONEY_HELP = `  topup-list [--status N]                top-ups of the host in one status (default 4, waiting for review), with
                                         how many proof images each has
  topup-proof --id TOPUP… [--out DIR]    write the proof images the customer sent to DIR (default: here); look before
                                         approving
  topup-approve --id TOPUP… [--amount A] credit a bank-transfer or Taobao top-up in review (the amount received,
                                         default the amount asked); prints where its proof images are kept
  topup-reject --id TOPUP… --reason "…"  send it back with a reason (the customer may send new proof)
  wallet-adjust --user U --amount ±A --reason-code compensation|correction|withdrawal|expiry --reason "…"
                                         credit or debit a customer's wallet (an account change record)
  payment-request --user U --amount A --ref-type waybill --ref-id L… --title-zh "…" --title-en "…"
                                         a document for the customer to pay from the wallet (the unpaid list)`;

export const MONEY_COMMANDS = ['topup-list', 'topup-proof', 'topup-approve', 'topup-reject', 'wallet-adjust', 'payment-request'];

async function operatorId(db: Db, tenantId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.userType, UserType.Admin)))
    .limit(1);
  return row?.id ?? null;
}

export const runMoneyCommand = hostCommands(async ({ db, host, tenantId, command, options, out }) => {
  const operator = (await operatorId(db, tenantId)) ?? 'ops';
  if (command === 'topup-list') {
    const rows = await staffTopupList(db, tenantId, options.status ? Number(options.status) : undefined);
    out(`${rows.length} top-up(s) on ${host}`);
    for (const r of rows) {
      const proof = r.proofs.length
        ? `proof: ${r.proofs.length} image${r.proofs.length > 1 ? 's' : ''} (npm run ops -- topup-proof --id ${r.id})`
        : 'no proof image';
      out(
        `${r.id}  ${r.userName}  method ${r.method}  ${r.totalPay} ${r.payCurrency} → ${r.creditAmount}  ${JSON.stringify(r.payer ?? {})}  ${proof}${r.flagged ? '  FLAGGED' : ''}`,
      );
    }
    return;
  }
  if (command === 'topup-proof') {
    need(options, 'id');
    const dir = path.resolve(options.out && options.out !== 'true' ? options.out : '.');
    const proofs = await staffTopupProofs(db, tenantId, options.id);
    if (!proofs.length) out(`${options.id}: no proof image`);
    await fs.mkdir(dir, { recursive: true });
    for (const [i, proof] of proofs.entries()) {
      if (!proof.place) continue;
      const { bytes } = await readStaffProof(db, tenantId, options.id, proof.id);
      const target = path.join(dir, `${options.id}-${i + 1}${path.extname(proof.fileName)}`);
      await fs.writeFile(target, bytes);
      out(`wrote ${target} (${proof.contentType}, ${proof.size} bytes)`);
    }
    return;
  }
  if (command === 'topup-approve') {
    need(options, 'id');
    const result = await staffApprove(db, tenantId, options.id, operator, options.amount ? Number(options.amount) : undefined);
    out(`${options.id}: ${result.outcome} ${result.creditAmount}`);
    for (const proof of await staffTopupProofs(db, tenantId, options.id)) if (proof.place) out(`proof: ${proof.place}`);
    return;
  }
  if (command === 'topup-reject') {
    need(options, 'id', 'reason');
    await staffReject(db, tenantId, options.id, operator, options.reason);
    out(`${options.id}: rejected (${options.reason})`);
    return;
  }
  if (command === 'wallet-adjust') {
    need(options, 'user', 'amount', 'reason-code', 'reason');
    const result = await staffAdjust(db, tenantId, {
      customer: options.user,
      amount: Number(options.amount),
      reasonCode: options['reason-code'],
      reason: options.reason,
      operatorId: null,
    });
    out(`${result.id}: ${result.amount > 0 ? '+' : ''}${result.amount}`);
    return;
  }
  need(options, 'user', 'amount', 'ref-type', 'ref-id', 'title-zh', 'title-en');
  const doc = await staffRequestPayment(db, tenantId, {
    customer: options.user,
    amount: Number(options.amount),
    refType: options['ref-type'],
    refId: options['ref-id'],
    titleZh: options['title-zh'],
    titleEn: options['title-en'],
  });
  out(`${doc.id}: ${doc.amount} to pay (status ${doc.status})`);
});
