// The warehouse's side from the command line (`npm run ops -- parcel-…`): the same services as the staff
// routes (/api/admin/parcel/…), so a transition is checked, conditional and written to the history alike.
import fs from 'node:fs/promises';
import { hostCommands, statusOption } from './on-host.ts';
import {
  activeParcelByTracking,
  arriveParcel,
  type StaffAction,
  type StaffParcel,
  staffParcel,
  staffParcelList,
  transitionParcel,
} from '../modules/warehouse/index.ts';
import { PARCEL_STATUSES } from '../seed/data.ts';

export const PARCEL_HELP = `  parcel-arrive --tracking T --weight <kg> --size <L>x<W>x<H> [--warehouse <id|first>] [--member-code C]
                [--carrier <code>] [--photo file.png]…
                                         a parcel arrives (weighed, measured, up to 3 photos): it is the label's member's
                                         (their forecast, or a new parcel), else the one forecast of the number's, else
                                         it waits unclaimed (the forecasts of its number are claims: parcel-claims)
  parcel-inbound --tracking T            shelve it (Arrived → Inbound): the storage clock starts
  parcel-abnormal --tracking T --reason "…"
                                         mark an arrived or inbound parcel abnormal (parcel-clear-abnormal clears it)
  parcel-out --tracking T                it leaves the warehouse (Inbound → OutOfWarehouse); parcel-complete after that
  parcel-list [--status N] [--tracking T] [--limit N]
                                         the host's parcels, latest change first`;

const TRANSITIONS: Record<string, StaffAction> = {
  'parcel-inbound': 'inbound',
  'parcel-abnormal': 'abnormal',
  'parcel-clear-abnormal': 'clearAbnormal',
  'parcel-out': 'outOfWarehouse',
  'parcel-complete': 'complete',
};
export const PARCEL_COMMANDS = ['parcel-arrive', 'parcel-list', ...Object.keys(TRANSITIONS)];

/** Every value of a repeatable option (`--photo a.png --photo=b.jpg`). */
export function repeated(argv: string[], name: string): string[] {
  const values: string[] = [];
  argv.forEach((arg, i) => {
    if (arg === `--${name}` && argv[i + 1] && !argv[i + 1].startsWith('--')) values.push(argv[i + 1]);
    else if (arg.startsWith(`--${name}=`)) values.push(arg.slice(name.length + 3));
  });
  return values;
}

/** "30x20x10" (or ×, *) → [30, 20, 10] whole centimetres. */
export function parseSize(text: string | undefined): [number, number, number] {
  const parts = (text ?? '').split(/[x×*]/i).map((p) => Number(p.trim()));
  if (parts.length !== 3 || parts.some((n) => !Number.isFinite(n) || n <= 0)) throw new Error('--size must be <L>x<W>x<H> in cm, e.g. 30x20x10');
  return parts.map((n) => Math.ceil(n)) as [number, number, number];
}

export function parseWeightGrams(text: string | undefined): number {
  const kg = Number(text);
  if (!text || !Number.isFinite(kg) || kg <= 0) throw new Error('--weight must be the weight in kg, e.g. 1.25');
  return Math.round(kg * 1000);
}

const statusName = (status: number) => PARCEL_STATUSES.find(([s]) => s === status)?.[2] ?? String(status);

export function describeParcel(p: StaffParcel): string {
  const owner = p.userId ? `member ${p.memberCode ?? p.userId}` : 'unclaimed';
  const size = p.length ? `  ${p.weight} kg ${p.length}×${p.width}×${p.height} cm` : '';
  const abnormal = p.abnormalReason ? ` ABNORMAL: ${p.abnormalReason}` : '';
  return `${p.id}  ${p.trackingNumber}  ${statusName(p.status)}  ${owner}  ${p.warehouseName ?? '-'}${size}  ${p.photoCount} photo(s)${abnormal}`;
}

export const runParcelCommand = hostCommands(async ({ db, host, tenantId, command, options, argv, out }) => {
  if (command === 'parcel-list') {
    const list = await staffParcelList(db, tenantId, 'en', {
      status: statusOption(options),
      trackingNumber: options.tracking,
      maxResultCount: Number(options.limit ?? 50) || 50,
      skipCount: 0,
    });
    out(`${list.totalCount} parcel(s) on ${host}${list.totalCount > list.items.length ? `, the latest ${list.items.length}` : ''}`);
    for (const p of list.items) out(describeParcel(p));
    return;
  }
  if (!options.tracking) throw new Error('--tracking is required');
  if (command === 'parcel-arrive') {
    const [lengthCm, widthCm, heightCm] = parseSize(options.size);
    const photos = await Promise.all(repeated(argv, 'photo').map((file) => fs.readFile(file)));
    const warehouse = options.warehouse && options.warehouse !== 'first' ? options.warehouse : null;
    const result = await arriveParcel(db, {
      tenantId,
      warehouseId: warehouse,
      trackingNumber: options.tracking,
      weightGrams: parseWeightGrams(options.weight),
      lengthCm,
      widthCm,
      heightCm,
      memberCode: options['member-code'],
      carrierCode: options.carrier,
      photos,
    });
    const parcel = await staffParcel(db, tenantId, 'en', result.parcel.id);
    out(`arrived (${result.binding}): ${describeParcel(parcel!)}`);
    return;
  }
  const action = TRANSITIONS[command];
  const found = await activeParcelByTracking(db, tenantId, options.tracking);
  if (!found) throw new Error(`No active parcel with tracking number ${options.tracking} on ${host}`);
  await transitionParcel(db, tenantId, found.id, action, { reason: options.reason });
  const parcel = await staffParcel(db, tenantId, 'en', found.id);
  out(`${statusName(found.status)} → ${describeParcel(parcel!)}`);
});
