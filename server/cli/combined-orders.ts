// The warehouse's side of a waybill from the command line (`npm run ops -- waybill-…`): the same services as
// the staff routes (/api/admin/waybill/…), so every step is checked, conditional and written to the history
// alike. Waybills are named by their number (L…), given first or as --id.
import { randomInt } from 'node:crypto';
import fs from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import { CombinedOrderStatus as S, DeliveryMode } from '../../lib/contract/enums.ts';
import type { Db } from '../db/client.ts';
import { hostCommands, need, statusOption } from './on-host.ts';
import { shippingMethods } from '../db/schema/index.ts';
import {
  addCarrierEvent,
  deliveredText,
  DEMO_JOURNEY,
  findCombinedOrder,
  type PackedBox,
  packCombinedOrder,
  playDemoJourney,
  shipCombinedOrder,
  STAFF_STEPS,
  staffCancel,
  staffSign,
  staffStep,
  staffCombinedOrderList,
  staffCombinedOrderWire,
  type CombinedOrderRow,
  withBoxPhoto,
} from '../modules/combined-order/index.ts';
import { addNote } from '../modules/transhipment-order/index.ts';
import { COMBINED_ORDER_STATUSES } from '../seed/data.ts';
import { parseSize, parseWeightGrams } from './parcels.ts';

export const COMBINED_ORDER_HELP = `  waybills [--status N]                  the host's waybills (newest first, at most 200) with their customers
  waybill-pick <L…>                      start picking (Waiting for packing → Picking); waybill-verify <L…> after that
  waybill-pack <L…> --weight <kg> --size <L>x<W>x<H> [--photo box.jpg]
                                         packed and weighed: the final fee; paid first, the difference is charged
                                         (Unpaid when the wallet is short) or refunded; pack first, it becomes Unpaid
  waybill-out <L…>                       it leaves the warehouse (Packed → Left the warehouse; refused while unpaid)
  waybill-ship <L…> --carrier <name> --number <tracking number>
  waybill-event <L…> --status <IN_TRANSIT|CUSTOMS|OUT_FOR_DELIVERY|…> --text "…" [--location "…"] [--at <ISO time>]
                                         a carrier checkpoint on a shipped waybill
  waybill-deliver <L…> [--text "…"] [--location "…"]
                                         the carrier delivered it (the customer then confirms receipt)
  waybill-sign <L…>                      confirm receipt for the customer (points credited); waybill-complete after
  waybill-cancel <L…> --reason "…"       cancel before it leaves: paid money refunded, coupon, points, parcels back
  waybill-play <L…>                      demo: the demo carrier's ${DEMO_JOURNEY.length} checkpoints, from shipping until now
  transhipment-note <L…> --text "…"      a note from the warehouse to the customer on an order (shown on its page)
  (a transhipment order — one parcel forwarded as it is — is weighed by parcel-arrive; then waybill-out, -ship…)
  waybill-advance <L…>                   demo: the next warehouse steps up to Shipped with default measures (the
                                         estimate's weight, the method's carrier, a generated number); stops when
                                         money is due`;

const SIMPLE: Record<string, keyof typeof STAFF_STEPS> = {
  'waybill-pick': 'pick',
  'waybill-verify': 'verify',
  'waybill-out': 'out',
  'waybill-complete': 'complete',
};
export const COMBINED_ORDER_COMMANDS = [
  'waybills',
  ...Object.keys(SIMPLE),
  'waybill-pack',
  'waybill-ship',
  'waybill-event',
  'waybill-deliver',
  'waybill-sign',
  'waybill-cancel',
  'waybill-play',
  'waybill-advance',
  'transhipment-note',
];

/** The first argument that is neither an option nor an option's value (`waybill-pick L123 --host h`). */
export function positional(argv: string[]): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) return arg;
    if (!arg.includes('=') && argv[i + 1] && !argv[i + 1].startsWith('--')) i++;
  }
  return undefined;
}

const statusName = (status: number) => COMBINED_ORDER_STATUSES.find(([s]) => s === status)?.[2] ?? String(status);

type StaffCombinedOrder = Awaited<ReturnType<typeof staffCombinedOrderWire>>[number];

export function describeCombinedOrder(w: StaffCombinedOrder): string {
  const who = `${w.userName}${w.memberCode ? ` (${w.memberCode})` : ''}`;
  const to = `${w.destination.countryCode} ${w.destination.city}`.trim();
  const money = `${w.finalTotal ?? w.estimatedTotal} ${w.currency}${w.finalTotal === null ? ' estimated' : ''}${w.amountDue > 0 ? `, ${w.amountDue} due` : ''}`;
  const packed = w.weight === null ? '' : `  ${w.weight} kg${w.hasBoxPhoto ? ' (photo)' : ''}`;
  const carrier = w.carrierTrackingNumber ? `  ${w.carrierName} ${w.carrierTrackingNumber}` : '';
  const kind = w.deliveryMode === DeliveryMode.Transshipment ? '  [transhipment]' : '';
  return `${w.id}${kind}  ${statusName(w.status)}  ${who}  ${w.parcelCount} parcel(s)  → ${to || '-'}  ${w.method.name || '-'}  ${money}${packed}${carrier}`;
}

const describe = async (db: Db, tenantId: string, row: CombinedOrderRow) => describeCombinedOrder((await staffCombinedOrderWire(db, tenantId, [row], 'en'))[0]);

/** Demo measures: the estimate's weight, and a cube no bulkier than the parcels (so the fee does not grow). */
export function defaultBox(row: CombinedOrderRow): PackedBox {
  const estimate = row.estimate;
  const volumeCm3 = estimate && estimate.divisor ? (estimate.volumetricGrams * estimate.divisor) / 1000 : 0;
  const side = volumeCm3 > 0 ? Math.max(1, Math.floor(Math.cbrt(volumeCm3) + 1e-9)) : 10;
  return { weightGrams: Math.max(1, estimate?.actualGrams ?? 1000), lengthCm: side, widthCm: side, heightCm: side };
}

/** The shipping method's carrier and a made-up number of its own look. */
async function demoCarrier(db: Db, row: CombinedOrderRow): Promise<{ name: string; number: string }> {
  const [method] = row.methodId
    ? await db
        .select()
        .from(shippingMethods)
        .where(and(eq(shippingMethods.tenantId, row.tenantId), eq(shippingMethods.id, row.methodId)))
    : [];
  const prefix = (method?.carrierCode ?? 'DEMO')
    .replace(/[^A-Z0-9]/gi, '')
    .slice(0, 8)
    .toUpperCase();
  return { name: method?.carrierName ?? 'Demo carrier', number: `${prefix}${String(Date.now()).slice(-9)}${randomInt(100, 1000)}` };
}

const AFTER_SHIPPING = "  next: waybill-play adds the demo carrier's checkpoints; waybill-deliver, waybill-sign, waybill-complete follow";

/** One warehouse step for the waybill's status, or null when there is none to take (it says why). */
async function nextStep(db: Db, tenantId: string, row: CombinedOrderRow, out: (line: string) => void): Promise<CombinedOrderRow | null> {
  const id = row.id;
  if (row.deliveryMode === DeliveryMode.Transshipment && row.status === S.PendingPacking) {
    out(
      `waiting for its parcel: ${await describe(db, tenantId, row)}\n  a transhipment order is weighed when its parcel arrives (parcel-arrive); then run waybill-advance again`,
    );
    return null;
  }
  switch (row.status) {
    case S.PendingPacking:
      return staffStep(db, tenantId, id, 'pick');
    case S.Picking:
      return staffStep(db, tenantId, id, 'verify');
    case S.Verified:
      return packCombinedOrder(db, tenantId, id, defaultBox(row));
    case S.Packaged:
      return staffStep(db, tenantId, id, 'outOfWarehouse');
    case S.OutOfWarehouse: {
      const carrier = await demoCarrier(db, row);
      return shipCombinedOrder(db, tenantId, id, carrier.name, carrier.number);
    }
    case S.Unpaid:
      out(
        `stopped: ${await describe(db, tenantId, row)}\n  the customer has to pay first (the wallet was short, or the tenant packs first and is paid later); then run waybill-advance again`,
      );
      return null;
    case S.Shipped:
      out(`already shipped: ${await describe(db, tenantId, row)}\n${AFTER_SHIPPING}`);
      return null;
    default:
      out(`nothing to advance: ${await describe(db, tenantId, row)}`);
      return null;
  }
}

async function advance(db: Db, tenantId: string, id: string, out: (line: string) => void) {
  let row = await findCombinedOrder(db, tenantId, null, id);
  for (let steps = 0; steps < 8; steps++) {
    const moved = await nextStep(db, tenantId, row, out);
    if (!moved) return;
    out(`${statusName(row.status)} → ${await describe(db, tenantId, moved)}`);
    if (moved.status === S.Shipped) return out(AFTER_SHIPPING);
    row = moved;
  }
}

export const runCombinedOrderCommand = hostCommands(async ({ db, host, tenantId, command, options, argv, out }) => {
  if (command === 'waybills') {
    const list = await staffCombinedOrderList(db, tenantId, 'en', statusOption(options));
    out(`${list.totalCount} waybill(s) on ${host}`);
    for (const w of list.items) out(describeCombinedOrder(w));
    return;
  }
  const id = (options.id && options.id !== 'true' ? options.id : positional(argv))?.trim().toUpperCase();
  if (!id) throw new Error(`${command} needs the waybill number: npm run ops -- ${command} L… [options]`);
  if (command === 'waybill-advance') {
    await advance(db, tenantId, id, out);
    return;
  }
  if (command === 'transhipment-note') {
    need(options, 'text');
    const order = await findCombinedOrder(db, tenantId, null, id);
    const note = await addNote(db, tenantId, order.id, 'staff', options.text);
    out(`note ${note.id} on ${order.id}: ${note.text}`);
    return;
  }
  if (command === 'waybill-play') {
    const played = await playDemoJourney(db, tenantId, id);
    out(`${played} carrier checkpoint(s) added, the last DELIVERED: ${await describe(db, tenantId, await findCombinedOrder(db, tenantId, null, id))}`);
    return;
  }
  const before = await findCombinedOrder(db, tenantId, null, id);
  const after = await change(db, tenantId, id, command, options);
  out(`${statusName(before.status)} → ${await describe(db, tenantId, after)}`);
});

async function change(db: Db, tenantId: string, id: string, command: string, options: Record<string, string>): Promise<CombinedOrderRow> {
  if (SIMPLE[command]) return staffStep(db, tenantId, id, STAFF_STEPS[SIMPLE[command]]);
  if (command === 'waybill-pack') {
    const [lengthCm, widthCm, heightCm] = parseSize(options.size);
    const box = { weightGrams: parseWeightGrams(options.weight), lengthCm, widthCm, heightCm };
    const photo = options.photo && options.photo !== 'true' ? await fs.readFile(options.photo) : null;
    return withBoxPhoto(db, photo, (fileName) => packCombinedOrder(db, tenantId, id, box, fileName));
  }
  if (command === 'waybill-ship') {
    need(options, 'carrier', 'number');
    return shipCombinedOrder(db, tenantId, id, options.carrier, options.number);
  }
  if (command === 'waybill-event') {
    need(options, 'status', 'text');
    const at = options.at ? new Date(options.at) : undefined;
    if (at && Number.isNaN(at.getTime())) throw new Error('--at must be an ISO time, e.g. 2025-05-01T08:00:00Z');
    return addCarrierEvent(db, tenantId, id, { status: options.status.toUpperCase(), text: options.text, location: options.location, at });
  }
  if (command === 'waybill-deliver') {
    const text = options.text && options.text !== 'true' ? options.text : deliveredText();
    return addCarrierEvent(db, tenantId, id, { status: 'DELIVERED', text, location: options.location });
  }
  if (command === 'waybill-sign') return staffSign(db, tenantId, id);
  if (command === 'waybill-cancel') {
    need(options, 'reason');
    return staffCancel(db, tenantId, id, options.reason);
  }
  throw new Error(`Unknown command "${command}"`);
}
