// Money from the command line (`npm run ops -- topup-…`, `wallet-adjust`, `payment-request`): the same
// services as the staff routes (/api/admin/topup/…, /api/admin/wallet/adjust, /api/admin/payment/request).
import { UserType } from '../../lib/contract/enums.ts';
import type { Database } from '../db/client.ts';
import { and, eq } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';
import { staffAdjust, staffApprove, staffReject, staffRequestPayment, staffTopupList } from '../modules/funds/staff.ts';
import { readable, tenantOf } from './parcels.ts';

export const MONEY_HELP = `  topup-list [--status N]                top-ups of the host in one status (default 4, waiting for review)
  topup-approve --id TOPUP… [--amount A] credit a bank-transfer or Taobao top-up in review (the amount received,
                                         default the amount asked)
  topup-reject --id TOPUP… --reason "…"  send it back with a reason (the customer may send new proof)
  wallet-adjust --user U --amount ±A --reason-code compensation|correction|withdrawal|expiry --reason "…"
                                         credit or debit a customer's wallet (an account change record)
  payment-request --user U --amount A --ref-type waybill --ref-id L… --title-zh "…" --title-en "…"
                                         a document for the customer to pay from the wallet (the unpaid list)`;

export const MONEY_COMMANDS = ['topup-list', 'topup-approve', 'topup-reject', 'wallet-adjust', 'payment-request'];

async function operatorId(database: Database, tenantId: string): Promise<string | null> {
  const [row] = await database.db.select({ id: users.id }).from(users).where(and(eq(users.tenantId, tenantId), eq(users.userType, UserType.Admin))).limit(1);
  return row?.id ?? null;
}

function need(options: Record<string, string>, ...names: string[]) {
  for (const name of names) if (!options[name] || options[name] === 'true') throw new Error(`--${name} is required`);
}

export async function runMoneyCommand(database: Database, command: string, options: Record<string, string>, out: (line: string) => void): Promise<void> {
  const db = database.db;
  const host = options.host ?? 'localhost';
  const tenantId = await tenantOf(database, host);
  const operator = (await operatorId(database, tenantId)) ?? 'ops';
  try {
    if (command === 'topup-list') {
      const rows = await staffTopupList(db, tenantId, options.status ? Number(options.status) : undefined);
      out(`${rows.length} top-up(s) on ${host}`);
      for (const r of rows) out(`${r.id}  ${r.userName}  method ${r.method}  ${r.totalPay} ${r.payCurrency} → ${r.creditAmount}  ${JSON.stringify(r.payer ?? {})}${r.flagged ? '  FLAGGED' : ''}`);
      return;
    }
    if (command === 'topup-approve') {
      need(options, 'id');
      const result = await staffApprove(db, tenantId, options.id, operator, options.amount ? Number(options.amount) : undefined);
      out(`${options.id}: ${result.outcome} ${result.creditAmount}`);
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
        customer: options.user, amount: Number(options.amount), reasonCode: options['reason-code'], reason: options.reason, operatorId: null,
      });
      out(`${result.id}: ${result.amount > 0 ? '+' : ''}${result.amount}`);
      return;
    }
    need(options, 'user', 'amount', 'ref-type', 'ref-id', 'title-zh', 'title-en');
    const doc = await staffRequestPayment(db, tenantId, {
      customer: options.user, amount: Number(options.amount), refType: options['ref-type'], refId: options['ref-id'],
      titleZh: options['title-zh'], titleEn: options['title-en'],
    });
    out(`${doc.id}: ${doc.amount} to pay (status ${doc.status})`);
  } catch (err) {
    throw readable(err);
  }
}
