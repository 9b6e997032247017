// Notes on an order between the customer and the warehouse (GET/POST /u/order/orderNotes/{id}; staff
// through the admin routes and `npm run ops transhipment-note`).
import { and, asc, eq } from 'drizzle-orm';
import { ORDER_NOTE_MAX, type NoteAuthor } from '../../../lib/contract/transhipment-order-rules.ts';
import type { OrderNote } from '../../../lib/contract/wire.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { combinedOrders, orderNotes } from '../../db/schema/index.ts';
import { fieldError } from '../../kernel/router.ts';
import { transhipmentNotFound } from './orders.ts';

type NoteRow = typeof orderNotes.$inferSelect;

export const noteWire = (n: NoteRow): OrderNote => ({
  id: n.id,
  author: n.author as NoteAuthor,
  text: n.text,
  at: n.createdAt.toISOString(),
});

export async function notesOf(db: Db, orderId: string): Promise<OrderNote[]> {
  const rows = await db.select().from(orderNotes).where(eq(orderNotes.orderId, orderId)).orderBy(asc(orderNotes.createdAt), asc(orderNotes.id));
  return rows.map(noteWire);
}

/** A note on an order of the tenant (the caller has checked whose it is). */
export async function addNote(db: Db, tenantId: string, orderId: string, author: NoteAuthor, text: string, at = new Date()): Promise<OrderNote> {
  const clean = text.trim();
  if (!clean) throw fieldError('text', 'orderNoteRequired');
  if (clean.length > ORDER_NOTE_MAX) throw fieldError('text', 'fieldTooLong');
  const [order] = await db
    .select({ id: combinedOrders.id })
    .from(combinedOrders)
    .where(and(eq(combinedOrders.id, orderId), eq(combinedOrders.tenantId, tenantId)));
  if (!order) throw transhipmentNotFound();
  const [row] = await db
    .insert(orderNotes)
    .values({ id: newId('ON'), orderId, author, text: clean, createdAt: at })
    .returning();
  return noteWire(row);
}
