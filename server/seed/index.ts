// Inserts the demo sites, content and reference data when the database has no tenant yet (one
// transaction); the demo accounts (customer `demo`, operator `admin`, with published passwords) and
// the demo member's data only when the demo seed is wanted (server/seed/demo.ts).
import { sql } from 'drizzle-orm';
import { OrderKind, UserType } from '../../lib/contract/enums.ts';
import { log } from '../../lib/ops/log.ts';
import type { Db } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { navigationItems, sites, statusDefinitions, tenants, users } from '../db/schema/index.ts';
import { hashPassword } from '../modules/passport/index.ts';
import { seedAccounts } from './accounts.ts';
import { seedCoupons } from './coupons.ts';
import { CHANGE_DEMO_PASSWORDS, demoSeedWanted } from './demo.ts';
import { seedContent } from './content.ts';
import { seedDemoMoney, seedPaymentSettings } from './money.ts';
import { seedDemoParcels, seedStoragePolicy } from './parcels.ts';
import { seedReference } from './reference.ts';
import { seedShipping } from './shipping.ts';
import { seedShipForMe } from './ship-for-me.ts';
import { planDemoCombinedOrders } from './combined-orders.ts';
import { bottomNavigation, COMBINED_ORDER_STATUSES, DEMO_ADMIN, DEMO_CUSTOMER, DEMO_SITES, type DemoNav, mainNavigation, PARCEL_STATUSES } from './data.ts';

type NavInsert = typeof navigationItems.$inferInsert;

function flattenNav(tenantId: string, position: number, items: DemoNav[], parentId: string | null, out: NavInsert[]) {
  items.forEach((item, i) => {
    const id = newId('N');
    out.push({
      id,
      tenantId,
      position,
      parentId,
      sort: (i + 1) * 10,
      linkType: item.linkType,
      linkSourceValue: item.value ?? null,
      extenalUrlTarget: item.target ?? 1,
      displayColor: item.displayColor ?? null,
      color: null,
      nameZh: item.zh,
      nameEn: item.en,
    });
    if (item.children) flattenNav(tenantId, position, item.children, id, out);
  });
}

export interface SeedOptions {
  port?: number;
  /** Seed the demo accounts and their data (default: demoSeedWanted(), i.e. embedded PGlite or SEED_DEMO=1). */
  demo?: boolean;
  /** Where the first demo seed says how to change the demo passwords (default: an info line in the log). */
  log?: (line: string) => void;
}

/** Returns true when it seeded, false when the database already had tenants. */
export async function seedIfEmpty(db: Db, opts: SeedOptions = {}): Promise<boolean> {
  const port = opts.port ?? Number(process.env.PORT ?? 3000);
  const demo = opts.demo ?? demoSeedWanted();
  const [customerHash, adminHash] = demo ? await Promise.all([hashPassword(DEMO_CUSTOMER.password), hashPassword(DEMO_ADMIN.password)]) : ['', ''];
  const seeded = await db.transaction(async (tx) => {
    // Serialize concurrent seeders on PostgreSQL (released at commit).
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727100002)`);
    const existing = await tx.select({ id: tenants.id }).from(tenants).limit(1);
    if (existing.length) return false;

    for (const [index, s] of DEMO_SITES.entries()) {
      const tenantId = newId('T');
      await tx.insert(tenants).values({ id: tenantId, name: s.tenantName, paymentTiming: s.paymentTiming });
      await tx.insert(sites).values({
        id: newId('S'),
        tenantId,
        domain: s.domain,
        theme: s.theme,
        logo: `/demo/logo-${s.color}.svg`,
        favicon: `/demo/favicon-${s.color}.svg`,
        displaySiteName: s.siteName,
        dispalyCompanyName: s.companyName,
        weChatQrCodeUrl: `/demo/qr-${s.color}.svg`,
        baseCurrencyName: s.currency.name,
        baseCurrencySymbol: s.currency.symbol,
        baseCurrencyCode: s.currency.code,
        sort: (index + 1) * 10,
      });
      const origin = `http://${s.domain}:${port}`;
      const nav: NavInsert[] = [];
      const contentRefs = await seedContent(tx, tenantId, s);
      await seedShipping(tx, tenantId, s.currency.code);
      await seedStoragePolicy(tx, tenantId, s);
      await seedPaymentSettings(tx, tenantId, s.currency.code);
      flattenNav(tenantId, 1, mainNavigation(origin, contentRefs), null, nav);
      flattenNav(tenantId, 2, bottomNavigation(origin, contentRefs), null, nav);
      await tx.insert(navigationItems).values(nav);
      const statuses = [
        ...PARCEL_STATUSES.map(([status, zh, en], i) => ({ type: OrderKind.MyParcel, status, zh, en, i })),
        ...COMBINED_ORDER_STATUSES.map(([status, zh, en], i) => ({ type: OrderKind.CombinedOrder, status, zh, en, i })),
      ];
      await tx
        .insert(statusDefinitions)
        .values(statuses.map((x) => ({ tenantId, type: x.type, status: x.status, nameZh: x.zh, nameEn: x.en, sort: (x.i + 1) * 10 })));
      if (!demo) continue;
      await tx.insert(users).values([
        {
          id: newId('U'),
          tenantId,
          userName: DEMO_CUSTOMER.userName,
          email: DEMO_CUSTOMER.email,
          phone: DEMO_CUSTOMER.phone,
          name: DEMO_CUSTOMER.name,
          userType: UserType.Customer,
          passwordHash: customerHash,
        },
        {
          id: newId('U'),
          tenantId,
          userName: DEMO_ADMIN.userName,
          email: DEMO_ADMIN.email,
          phone: DEMO_ADMIN.phone,
          name: DEMO_ADMIN.name,
          userType: UserType.Admin,
          passwordHash: adminHash,
        },
      ]);
    }
    await seedReference(tx);
    if (demo) {
      await seedAccounts(tx);
      await seedCoupons(tx);
      await seedDemoParcels(tx);
      // The waybills and transhipment orders use the coupons and parcels; their money and ./money.ts's are posted in time order.
      const combinedOrders = await planDemoCombinedOrders(tx);
      await combinedOrders.run('older');
      await seedDemoMoney(tx);
      await combinedOrders.run('newer');
      await seedShipForMe(tx);
    }
    return true;
  });
  if (seeded && demo) {
    (opts.log ?? ((message: string) => log.info(message)))(
      `[seed] demo accounts on every site: customer ${DEMO_CUSTOMER.userName} / ${DEMO_CUSTOMER.password}, ` +
        `operator ${DEMO_ADMIN.userName} / ${DEMO_ADMIN.password}. Change them with: ${CHANGE_DEMO_PASSWORDS}`,
    );
  }
  return seeded;
}
