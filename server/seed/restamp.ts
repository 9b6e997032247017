// Moving what the seeded steps wrote back to the moments they happened. The waybill, funds, points and
// coupon functions stamp rows with the clock (JavaScript's `new Date()`) or the database's `now()` (the seed
// transaction's start); the demo plays its history today. Each step runs in its own window of clock
// milliseconds (DemoClock.begin/end); flush() then moves every timestamp written in a window to the step's
// demo time, keeping the order within the step (milliseconds apart). A column the database stamped is told
// by the row's id, minted during the step (ids carry their millisecond: server/db/ids.ts).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

interface Window {
  start: number;
  end: number;
  at: Date;
}

/** [table, clock-stamped columns, database-stamped columns, the id column and its prefix] */
type Plan = [table: string, clock: string[], database: string[], id?: [column: string, prefix: string]];

const TABLES: Plan[] = [
  ['combined_orders', ['created_at', 'updated_at', 'paid_at', 'shipped_at', 'delivered_at', 'signed_at', 'canceled_at'], []],
  ['combined_order_history', ['created_at'], []],
  ['combined_order_events', ['occurred_at'], []],
  ['parcels', ['updated_at', 'storage_stopped_at', 'out_at', 'arrived_at'], []],
  ['parcel_action_logs', [], ['created_at'], ['id', 'PL']],
  ['parcel_photos', [], ['created_at'], ['id', 'PH']],
  ['transaction_records', ['completed_at'], ['created_at', 'updated_at'], ['id', 'TRAN']],
  ['journals', [], ['created_at'], ['id', 'J']],
  ['journal_lines', [], ['created_at'], ['journal_id', 'J']],
  ['coupon_usages', ['locked_at', 'used_at', 'released_at'], []],
  ['member_coupons', ['used_at'], []],
];

const iso = (ms: number | Date) => `'${new Date(ms).toISOString()}'::timestamptz`;

export class DemoClock {
  private windows: Window[] = [];
  private start = 0;
  private last = 0;

  /** A step begins: in a millisecond of its own. */
  begin(): void {
    while (Date.now() <= this.last) {
      // wait out the previous step's last millisecond
    }
    this.start = Date.now();
  }

  /** The step ended; it happened `at`. */
  end(at: Date): void {
    this.last = Date.now();
    this.windows.push({ start: this.start, end: this.last, at });
  }

  /** Moves what the steps since the last flush wrote (only `tables`, when given; the windows are kept then). */
  async flush(tx: Db, tables?: string[]): Promise<void> {
    if (this.windows.length === 0) return;
    const w = sql.raw(
      `WITH w(s, e, at, sms, ems) AS (VALUES ${this.windows
        .map((x) => `(${iso(x.start)}, ${iso(x.end)}, ${iso(x.at)}, ${x.start}::bigint, ${x.end}::bigint)`)
        .join(', ')}) `,
    );
    const first = iso(this.windows[0].start);
    for (const [table, clock, database, id] of TABLES.filter(([t]) => !tables || tables.includes(t))) {
      const byId = id ? `(SELECT w.at FROM w WHERE substr(${id[0]}, ${id[1].length + 1}, 13)::bigint BETWEEN w.sms AND w.ems)` : 'NULL';
      const sets = [
        ...clock.map((c) => `${c} = COALESCE((SELECT w.at + (${c} - w.s) FROM w WHERE ${c} BETWEEN w.s AND w.e), ${c})`),
        ...database.map((c) => `${c} = CASE WHEN ${c} IS NULL THEN NULL ELSE COALESCE(${byId}, ${c}) END`),
      ];
      const touched = [...clock.map((c) => `${c} >= ${first}`), ...(id ? [`${id[0]} >= '${id[1]}${this.windows[0].start}'`] : [])];
      await tx.execute(sql`${w}${sql.raw(`UPDATE ${table} SET ${sets.join(', ')} WHERE ${touched.join(' OR ')}`)}`);
    }
    // A points lot expires a fixed time after it was credited: both move together.
    if (!tables || tables.includes('points_entries')) {
      const delta = `(SELECT w.at - w.s FROM w WHERE created_at BETWEEN w.s AND w.e)`;
      await tx.execute(
        sql`${w}${sql.raw(`UPDATE points_entries SET created_at = created_at + ${delta}, expires_at = expires_at + ${delta}
        WHERE created_at >= ${first} AND EXISTS (SELECT 1 FROM w WHERE created_at BETWEEN w.s AND w.e)`)}`,
      );
    }
    if (!tables) this.windows = [];
  }
}

/** Carrier and warehouse events of the member's waybills were recorded when they happened. */
export async function eventsRecordedWhenTheyHappened(tx: Db, userId: string): Promise<void> {
  const orders: SQL = sql`SELECT id FROM combined_orders WHERE user_id = ${userId}`;
  await tx.execute(sql`UPDATE combined_order_events SET created_at = occurred_at WHERE order_id IN (${orders})`);
}
