// Coupons and points from the command line (`npm run ops -- coupon-…`, `points-…`): the same services as
// the staff routes (/api/admin/coupon/…, /api/admin/points/…).
import { hostCommands, need } from './on-host.ts';
import {
  CouponTemplateInputSchema,
  createTemplate,
  listTemplates,
  staffAdjustPoints,
  staffExpirePoints,
  staffGrant,
  updateTemplate,
} from '../modules/coupons/index.ts';

export const COUPON_HELP = `  coupon-templates                       the host's coupon templates with stock and issued
  coupon-template-add --json '{…}'       a new template (fields of CouponTemplateInput in /api/openapi.json: nameZh,
                                         nameEn, kind 10|20, amountOff|percentOff [maxDiscount], threshold, appliesTo
                                         [10,20], receiveType 10|20|30|40, [pointsCost], [stock], perCustomerLimit,
                                         validDays | validFrom/validTo, [receiveFrom/receiveUntil])
  coupon-template-set --id CT… [--enabled true|false] [--stock N|none]
  coupon-grant --user U --template CT…   hand a member a coupon (limit and stock hold)
  points-adjust --user U --points ±N --note "…"
  points-expire                          expire points past their date, for every member of the host`;

export const COUPON_COMMANDS = ['coupon-templates', 'coupon-template-add', 'coupon-template-set', 'coupon-grant', 'points-adjust', 'points-expire'];

export const runCouponCommand = hostCommands(async ({ db, host, tenantId, command, options, out }) => {
  if (command === 'coupon-templates') {
    const rows = await listTemplates(db, tenantId);
    out(`${rows.length} template(s) on ${host}`);
    for (const r of rows) {
      const value = r.amountOff != null ? `-${r.amountOff}` : `-${r.percentOff}%${r.maxDiscount != null ? ` (≤${r.maxDiscount})` : ''}`;
      out(`${r.id}  ${r.nameEn}  ${value} from ${r.threshold}  receive ${r.receiveType}  issued ${r.issued}/${r.stock ?? '∞'}${r.enabled ? '' : '  OFF'}`);
    }
    return;
  }
  if (command === 'coupon-template-add') {
    need(options, 'json');
    const row = await createTemplate(db, tenantId, CouponTemplateInputSchema.parse(JSON.parse(options.json)));
    out(`${row.id}: ${row.nameEn}`);
    return;
  }
  if (command === 'coupon-template-set') {
    need(options, 'id');
    const stock = options.stock === undefined ? undefined : options.stock === 'none' ? null : Number(options.stock);
    const enabled = options.enabled === undefined ? undefined : options.enabled === 'true';
    const row = await updateTemplate(db, tenantId, options.id, { stock, enabled });
    out(`${row.id}: issued ${row.issued}/${row.stock ?? '∞'}${row.enabled ? '' : '  OFF'}`);
    return;
  }
  if (command === 'coupon-grant') {
    need(options, 'user', 'template');
    const coupon = await staffGrant(db, tenantId, options.user, options.template);
    out(`${coupon.id}: to ${coupon.userName}, valid until ${coupon.expiresAt}`);
    return;
  }
  if (command === 'points-adjust') {
    need(options, 'user', 'points', 'note');
    const points = Number(options.points);
    if (!Number.isInteger(points) || points === 0) throw new Error('--points must be a whole number other than 0');
    const line = await staffAdjustPoints(db, tenantId, { customer: options.user, points, note: options.note });
    out(`${line.id}: ${line.points > 0 ? '+' : ''}${line.points}, balance ${line.balanceAfter}`);
    return;
  }
  const result = await staffExpirePoints(db, tenantId);
  out(`${result.expired} point(s) expired across ${result.members} member(s)`);
});
