// Ship-for-me enquiries from the command line (`npm run ops -- enquir…`): the same services as the staff
// routes (/api/admin/ship-for-me/enquiries…), so an answer is priced by the waybill's rules and a second
// answer is refused alike. An enquiry is named by its number (Q…), given first or as --enquiry.
import { and, eq, or } from 'drizzle-orm';
import { ENQUIRY_ANSWER_MAX, EnquiryStatus } from '../../lib/contract/ship-for-me-rules.ts';
import { shippingMethods } from '../db/schema/index.ts';
import { answerEnquiry, staffEnquiries, staffEnquiryWire } from '../modules/ship-for-me/index.ts';
import { positional } from './combined-orders.ts';
import { hostCommands, need } from './on-host.ts';

export const SHIP_FOR_ME_HELP = `  enquiries [--status open|answered|accepted|closed|all]
                                         the host's enquiries (default: open), newest first, at most 200: the
                                         customer, the goods, the address, the answer
  enquiry-answer <Q…> --method <code|id> --weight <kg> [--note "…"]
                                         answer an open enquiry with a shipping method and the expected weight: the
                                         fee follows the waybill's rules (Open → Answered; the customer then accepts)`;

export const SHIP_FOR_ME_COMMANDS = ['enquiries', 'enquiry-answer'];

const STATUS_NAMES = Object.entries(EnquiryStatus).map(([name, value]) => [name.toLowerCase(), value] as const);
const statusName = (status: number) => Object.entries(EnquiryStatus).find(([, v]) => v === status)?.[0] ?? String(status);

function statusOf(text: string | undefined): number | null {
  if (!text) return EnquiryStatus.Open;
  if (text === 'all') return null;
  const found = STATUS_NAMES.find(([name, value]) => name === text.toLowerCase() || String(value) === text);
  if (!found) throw new Error(`--status must be one of ${STATUS_NAMES.map(([name]) => name).join(', ')} or all`);
  return found[1];
}

type StaffEnquiry = Awaited<ReturnType<typeof staffEnquiryWire>>[number];

export function describeEnquiry(e: StaffEnquiry): string {
  const who = `${e.userName}${e.memberCode ? ` (${e.memberCode})` : ''}`;
  const goods = e.goods.map((g) => `${g.title} ×${g.quantity}`).join(', ');
  const remark = e.remark ? `  "${e.remark}"` : '';
  const answer = e.answer ? `  answer: ${e.answer.methodName} ${e.answer.estimatedWeight} kg ${e.answer.total} ${e.answer.currency}` : '';
  const closed = e.closedReason ? `  closed: "${e.closedReason}"` : '';
  return `${e.id}  ${statusName(e.status)}  ${who}  ${e.goods.length} good(s): ${goods}  at ${e.warehouseName}  → ${e.addressText}${remark}${answer}${closed}`;
}

export const runShipForMeCommand = hostCommands(async ({ db, host, tenantId, command, options, argv, out }) => {
  if (command === 'enquiries') {
    const rows = await staffEnquiries(db, tenantId, statusOf(options.status));
    out(`${rows.length} enquir${rows.length === 1 ? 'y' : 'ies'} on ${host}`);
    for (const item of await staffEnquiryWire(db, tenantId, rows, 'en')) out(describeEnquiry(item));
    return;
  }
  const id = options.enquiry ?? positional(argv);
  if (!id) throw new Error('The enquiry is required (Q…, as enquiries lists it)');
  need(options, 'method', 'weight');
  const [method] = await db
    .select({ id: shippingMethods.id })
    .from(shippingMethods)
    .where(and(eq(shippingMethods.tenantId, tenantId), or(eq(shippingMethods.id, options.method), eq(shippingMethods.code, options.method.toUpperCase()))));
  if (!method) throw new Error(`No shipping method "${options.method}" on ${host}`);
  const weight = Number(options.weight);
  if (!Number.isFinite(weight) || weight < 0.01 || weight > 300) throw new Error('--weight must be the expected weight in kg, 0.01 to 300, e.g. 2.5');
  const note = options.note && options.note !== 'true' ? options.note : null;
  if (note && note.length > ENQUIRY_ANSWER_MAX) throw new Error(`--note must be at most ${ENQUIRY_ANSWER_MAX} characters`);
  const row = await answerEnquiry(db, tenantId, id.toUpperCase(), { methodId: method.id, estimatedWeight: weight, note });
  out(`answered: ${describeEnquiry((await staffEnquiryWire(db, tenantId, [row], 'en'))[0])}`);
});
