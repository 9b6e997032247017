// The crash test's starting point, written straight to the database before the server starts (the demo seed
// takes a minute on a busy machine; sign-ins would spend argon2 time): the sites without the demo, and on
// every site an operator and CUSTOMERS customers with sessions, an opening balance and documents to pay.
import { asc, eq } from 'drizzle-orm';
import { UserType } from '../../lib/contract/enums.ts';
import { hashToken, newToken } from '../../server/auth.ts';
import type { Database } from '../../server/db/client.ts';
import { newId } from '../../server/db/ids.ts';
import { goodsTypes, sessions, sites, users, warehouses } from '../../server/db/schema/index.ts';
import { adjust, requestPayment } from '../../server/modules/funds/index.ts';
import { seedIfEmpty } from '../../server/seed/index.ts';

export const OPENING_MINOR = 1_000_000;
export const DOCUMENT_MINOR = 1_250;

export interface Customer {
  host: string;
  userName: string;
  userId: string;
  token: string;
  adminToken: string;
  warehouseId: string;
  goodsTypeId: string;
  documents: string[];
}

async function session(database: Database, tenantId: string, userName: string, userType: number) {
  const userId = newId('U');
  await database.db.insert(users).values({ id: userId, tenantId, userName, userType, passwordHash: '' });
  const token = newToken();
  await database.db.insert(sessions).values({ id: newId('SS'), userId, tenantId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 3_600_000) });
  return { userId, token };
}

export async function prepare(database: Database, perSite: number, documents: number): Promise<Customer[]> {
  await seedIfEmpty(database.db, { demo: false, log: () => {} });
  const customers: Customer[] = [];
  for (const site of await database.db.select().from(sites).orderBy(asc(sites.sort))) {
    const { tenantId } = site;
    const admin = await session(database, tenantId, `crash-admin-${tenantId}`, UserType.Admin);
    const [house] = await database.db.select().from(warehouses).where(eq(warehouses.tenantId, tenantId)).orderBy(asc(warehouses.sort)).limit(1);
    const [goods] = await database.db.select().from(goodsTypes).where(eq(goodsTypes.tenantId, tenantId)).orderBy(asc(goodsTypes.sort)).limit(1);
    for (let i = 0; i < perSite; i += 1) {
      const userName = `crash${i}${tenantId.slice(-6).toLowerCase()}`;
      const { userId, token } = await session(database, tenantId, userName, UserType.Customer);
      const titles = { titleZh: '崩溃测试', titleEn: 'Crash test' };
      await adjust(database.db, { tenantId, userId, amount: OPENING_MINOR, reasonCode: 'correction', reason: 'opening', operatorId: null, ...titles });
      const docs: string[] = [];
      for (let k = 0; k < documents; k += 1) {
        docs.push((await requestPayment(database.db, { tenantId, userId, amount: DOCUMENT_MINOR, refType: 'crash', refId: `${userId}-${k}`, ...titles })).id);
      }
      customers.push({ host: site.domain, userName, userId, token, adminToken: admin.token, warehouseId: house.id, goodsTypeId: goods.id, documents: docs });
    }
  }
  return customers;
}
