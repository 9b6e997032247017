// Claims of unclaimed arrivals from the command line (`npm run ops -- parcel-claim…`): the same services as
// the staff routes (/api/admin/parcel/claims…). A claim is named by the claiming member's forecast (P…).
import { hostCommands } from './on-host.ts';
import { approveClaim, pendingClaims, refuseClaim, type StaffClaim, staffParcel } from '../modules/warehouse/index.ts';
import { describeParcel } from './parcels.ts';

export const PARCEL_CLAIM_HELP = `  parcel-claims [--tracking T] [--limit N]
                                         pending claims: members' forecasts of numbers that arrived unclaimed
  parcel-claim-approve --claim P…        approve one: the member's forecast becomes the parcel at the warehouse
                                         (the other members who asked for it are told)
  parcel-claim-refuse --claim P… --reason "…"
                                         refuse one, with a reason the member reads`;

export const PARCEL_CLAIM_COMMANDS = ['parcel-claims', 'parcel-claim-approve', 'parcel-claim-refuse'];

export function describeClaim(c: StaffClaim): string {
  const who = c.memberCode ?? c.userName ?? c.userId;
  const label = c.arrival.labelMemberCode ? `label ${c.arrival.labelMemberCode}` : 'no code on the label';
  return (
    `${c.id}  ${c.trackingNumber}  member ${who}  forecast ${c.forecastAt.slice(0, 10)}: ${c.declaredName ?? '-'} ${c.declaredValue} ${c.currency}` +
    `${c.remark ? ` "${c.remark}"` : ''}  ← ${c.arrival.id} ${c.arrival.weight} kg at ${c.arrival.warehouseName ?? '-'}, ${label}`
  );
}

export const runParcelClaimCommand = hostCommands(async ({ db, host, tenantId, command, options, out }) => {
  if (command === 'parcel-claims') {
    const list = await pendingClaims(db, tenantId, 'en', {
      trackingNumber: options.tracking,
      maxResultCount: Number(options.limit ?? 50) || 50,
      skipCount: 0,
    });
    out(`${list.totalCount} pending claim(s) on ${host}${list.totalCount > list.items.length ? `, the oldest ${list.items.length}` : ''}`);
    for (const claim of list.items) out(describeClaim(claim));
    return;
  }
  if (!options.claim) throw new Error('--claim is required (the claiming forecast, P…, as parcel-claims lists it)');
  const decided =
    command === 'parcel-claim-approve' ? await approveClaim(db, tenantId, options.claim) : await refuseClaim(db, tenantId, options.claim, options.reason ?? '');
  const parcel = await staffParcel(db, tenantId, 'en', decided.id);
  out(`${command === 'parcel-claim-approve' ? 'approved' : 'refused'}: ${describeParcel(parcel!)}`);
});
