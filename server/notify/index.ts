// Delivery of e-mail and SMS. The embedded default (no provider configured) writes every message to
// the `outbox` table and to the server log, so the demo (`npm run ops -- outbox`) and the tests can
// read one-time codes; nothing is ever returned over HTTP.
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';

export interface OutgoingMessage {
  tenantId: string | null;
  channel: 'email' | 'sms';
  /** E-mail address, or phone number with its international code (+86 13800000000). */
  recipient: string;
  subject: string;
  body: string;
}

export type Notifier = (db: Db, message: OutgoingMessage) => Promise<void>;

const quiet = () => Boolean(process.env.VITEST) || process.env.NOTIFY_LOG === '0';

/** The local outbox: a row per message plus one log line. */
export const outboxNotifier: Notifier = async (db, message) => {
  await db.insert(outbox).values(message);
  if (!quiet()) console.log(`[outbox] ${message.channel} to ${message.recipient}: ${message.subject} — ${message.body}`);
};

let current: Notifier = outboxNotifier;

/** Swap the delivery (a real mail/SMS provider); the outbox stays the default. */
export function setNotifier(notifier: Notifier): void {
  current = notifier;
}

export function notify(db: Db, message: OutgoingMessage): Promise<void> {
  return current(db, message);
}
