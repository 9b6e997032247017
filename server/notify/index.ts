// Delivery of e-mail and SMS. The default (no provider configured) writes every message to the
// `outbox` table, where `npm run ops -- outbox` and the tests read one-time codes. Only the embedded
// demo (PGlite with the demo seed, no provider configured) also writes them to the server log, in a
// line that says so; anywhere else codes never reach the log. Nothing is returned over HTTP (except
// the Admin-only outbox route where OUTBOX_OVER_HTTP=1).
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';
import { isEmbeddedDemo } from '../seed/demo.ts';

export interface OutgoingMessage {
  tenantId: string | null;
  channel: 'email' | 'sms';
  /** E-mail address, or phone number with its international code (+86 13800000000). */
  recipient: string;
  subject: string;
  body: string;
}

export type Notifier = (db: Db, message: OutgoingMessage) => Promise<void>;

/** Whether the outbox writes its messages (codes included) to the log: the embedded demo only. */
export function logsOutbox(env: Record<string, string | undefined> = process.env): boolean {
  if (env.VITEST || env.NOTIFY_LOG === '0') return false;
  return isEmbeddedDemo(env);
}

/** The local outbox: a row per message; in the embedded demo also one log line. */
export const outboxNotifier: Notifier = async (db, message) => {
  await db.insert(outbox).values(message);
  if (logsOutbox()) {
    console.log(
      `[demo outbox] ${message.channel} to ${message.recipient}: ${message.subject} — ${message.body} ` +
        '(logged because this is the embedded demo without a mail/SMS provider)',
    );
  }
};

let current: Notifier = outboxNotifier;

/** Swap the delivery (a real mail/SMS provider); the outbox stays the default. */
export function setNotifier(notifier: Notifier): void {
  current = notifier;
}

export function notify(db: Db, message: OutgoingMessage): Promise<void> {
  return current(db, message);
}
