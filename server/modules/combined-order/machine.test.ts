// The state machine, exhaustively: every named move from every status, by every actor — allowed ones
// move and write history, the rest answer 409 and change nothing; two concurrent moves: one wins.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CombinedOrderStatus as S } from '../../../lib/contract/enums.ts';
import { newId } from '../../db/ids.ts';
import { combinedOrderHistory, combinedOrders } from '../../db/schema/index.ts';
import { testAppPerFile } from '../../test/harness.ts';
import { newMember } from '../parcels/test-helpers.ts';
import { lockCombinedOrder, move, MOVES, type Actor, type MoveName } from './machine.ts';

const ctx = testAppPerFile();
const db = () => ctx().database.db;
const STATUSES = Object.values(S);
const ACTORS: Actor[] = ['customer', 'staff', 'system'];

describe('waybill state machine', () => {
  it('allows exactly the listed moves', async () => {
    const m = await newMember(ctx());
    const ids = new Map<number, string>();
    for (const status of STATUSES) {
      const id = newId('L');
      await db().insert(combinedOrders).values({ id, tenantId: m.tenantId, userId: m.userId, status });
      ids.set(status, id);
    }
    for (const name of Object.keys(MOVES) as MoveName[]) {
      const rule = MOVES[name];
      for (const status of STATUSES) {
        for (const actor of ACTORS) {
          const allowed = (rule.from as readonly number[]).includes(status) && (rule.by as readonly Actor[]).includes(actor);
          const outcome = await db()
            .transaction(async (tx) => {
              const order = await lockCombinedOrder(tx, m.tenantId, null, ids.get(status)!);
              const moved = await move(tx, order, name, actor);
              tx.rollback();
              return moved;
            })
            .then(
              () => 'moved',
              (err: { status?: number; message?: string }) => (err.status === 409 ? 'refused' : err.message === 'Rollback' ? 'moved' : `error ${err.message}`),
            );
          expect(`${name} ${status} ${actor}: ${outcome}`).toBe(`${name} ${status} ${actor}: ${allowed ? 'moved' : 'refused'}`);
        }
      }
    }
    const [untouched] = await db()
      .select()
      .from(combinedOrders)
      .where(eq(combinedOrders.id, ids.get(S.PendingPacking)!));
    expect(untouched.status).toBe(S.PendingPacking);
  });

  it('lets one of two concurrent moves win and writes one history line', async () => {
    const m = await newMember(ctx());
    const id = newId('L');
    await db().insert(combinedOrders).values({ id, tenantId: m.tenantId, userId: m.userId, status: S.PendingPacking });
    const attempt = () =>
      db()
        .transaction(async (tx) => move(tx, await lockCombinedOrder(tx, m.tenantId, null, id), 'pick', 'staff'))
        .then(
          () => 200,
          (e: { status: number }) => e.status,
        );
    const answers = await Promise.all([attempt(), attempt(), attempt()]);
    expect(answers.sort()).toEqual([200, 409, 409]);
    const history = await db().select().from(combinedOrderHistory).where(eq(combinedOrderHistory.orderId, id));
    expect(history.map((h) => h.action)).toEqual(['picked']);
  });
});
