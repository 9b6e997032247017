// Demo member data in every tenant: profile (member code, level), tags, a default address at home and the
// address abroad the demo waybills go to. Real rows, counted by real queries (coupons and points:
// ./coupons.ts; money: ./money.ts; waybills: ./waybills.ts).
import { and, asc, eq } from 'drizzle-orm';
import { UserType } from '../../lib/contract/enums.ts';
import type { Db } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { memberLevels, memberProfiles, memberTags, regions, sites, tenants, userAddresses, users } from '../db/schema/index.ts';
import { memberCodePrefix } from '../modules/passport/index.ts';
import { DEMO_CUSTOMER, DEMO_SITES } from './data.ts';

export { DEMO_COMBINED_ORDERS } from './combined-order-plan.ts';
export const DEMO_LEVEL_INDEX = 1; // Silver
export const DEMO_MEMBER_CODE_NUMBER = '100001';

export async function seedAccounts(db: Db): Promise<void> {
  const [gz] = await db.select({ id: regions.id }).from(regions).where(eq(regions.code, 'GD')).limit(1);
  for (const tenant of await db.select().from(tenants)) {
    const [demo] = await db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, tenant.id), eq(users.userName, DEMO_CUSTOMER.userName), eq(users.userType, UserType.Customer)))
      .limit(1);
    if (!demo) continue;
    const levels = await db.select().from(memberLevels).where(eq(memberLevels.tenantId, tenant.id)).orderBy(asc(memberLevels.sort));
    await db.insert(memberProfiles).values({
      userId: demo.id,
      tenantId: tenant.id,
      memberCode: `${memberCodePrefix(tenant.name)}${DEMO_MEMBER_CODE_NUMBER}`,
      internationalCode: '86',
      levelId: levels[DEMO_LEVEL_INDEX]?.id ?? levels[0]?.id ?? null,
    });
    await db.insert(memberTags).values([
      { tenantId: tenant.id, userId: demo.id, nameZh: '老客户', nameEn: 'Returning customer', color: '#1677ff' },
      { tenantId: tenant.id, userId: demo.id, nameZh: '白银会员', nameEn: 'Silver member', color: '#8c8c8c' },
    ]);
    await db.insert(userAddresses).values({
      id: newId('ADDR'),
      tenantId: tenant.id,
      userId: demo.id,
      recipientName: DEMO_CUSTOMER.name,
      internationalCode: '86',
      phone: DEMO_CUSTOMER.phone,
      countryCode: 'CN',
      regionId: gz?.id ?? null,
      city: '深圳市',
      addressLine1: '南山区科技园科苑路 15 号',
      addressLine2: 'A 座 1001',
      postcode: '518057',
      isDefault: true,
    });
    const [site] = await db.select({ domain: sites.domain }).from(sites).where(eq(sites.tenantId, tenant.id)).orderBy(asc(sites.sort)).limit(1);
    const abroad = DEMO_SITES.find((s) => s.domain === site?.domain)?.shipTo;
    if (abroad) {
      const { regionCode, ...address } = abroad;
      const [state] = await db
        .select({ id: regions.id })
        .from(regions)
        .where(and(eq(regions.countryCode, abroad.countryCode), eq(regions.code, regionCode)))
        .limit(1);
      await db
        .insert(userAddresses)
        .values({ id: newId('ADDR'), tenantId: tenant.id, userId: demo.id, regionId: state?.id ?? null, isDefault: false, ...address });
    }
  }
}
