// Member addresses (one table, two API families). Invariant: a member with addresses has exactly one
// default — the first address becomes default, deleting the default promotes the most recent other,
// setting a default unsets the others. Every change runs in a transaction under a per-member lock
// (and a partial unique index allows at most one default row).
import { and, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Locale } from '../../../lib/contract/constants.ts';
import type { AddressInput } from '../../../lib/contract/wire.ts';
import { validatePhone } from '../../../lib/validation/rules.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { countries, regions, userAddresses } from '../../db/schema/index.ts';
import { ApiError } from '../../errors.ts';
import type { UserRow } from '../../http.ts';
import { type ListQuery, orderBy } from '../../kernel/list.ts';
import { type FieldIssue, FieldError } from '../../kernel/router.ts';

export type AddressRow = typeof userAddresses.$inferSelect;

export type { AddressInput };

const notFound = () => new ApiError(404, 'NotFound', 'addressNotFound');
const lockMember = (db: Db, userId: string) => db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`addr:${userId}`}))`);
const mine = (user: UserRow) => and(eq(userAddresses.tenantId, user.tenantId), eq(userAddresses.userId, user.id));

async function clean(db: Db, input: AddressInput) {
  const issues: FieldIssue[] = [];
  const v = {
    recipientName: input.recipientName.trim(),
    internationalCode: input.internationalCode.trim().replace(/^\+/, ''),
    phone: input.phone.trim(),
    countryCode: input.countryCode.trim().toUpperCase(),
    regionId: input.regionId ?? null,
    city: input.city.trim(),
    addressLine1: input.addressLine1.trim(),
    addressLine2: input.addressLine2?.trim() || null,
    postcode: input.postcode?.trim() || null,
  };
  if (!v.recipientName) issues.push({ field: 'recipientName', key: 'fieldRequired' });
  if (!/^\d{1,4}$/.test(v.internationalCode)) issues.push({ field: 'internationalCode', key: 'internationalCodeInvalid' });
  if (validatePhone(v.phone)) issues.push({ field: 'phone', key: 'phoneInvalid' });
  if (!v.city) issues.push({ field: 'city', key: 'fieldRequired' });
  if (!v.addressLine1) issues.push({ field: 'addressLine1', key: 'fieldRequired' });
  const [country] = await db.select().from(countries).where(eq(countries.code, v.countryCode)).limit(1);
  if (!country) issues.push({ field: 'countryCode', key: 'countryNotFound' });
  if (country && v.regionId !== null) {
    const [region] = await db
      .select({ id: regions.id })
      .from(regions)
      .where(and(eq(regions.id, v.regionId), eq(regions.countryCode, country.code)))
      .limit(1);
    if (!region) issues.push({ field: 'regionId', key: 'regionNotFound' });
  } else if (country) {
    // A country with states (top-level regions) needs one: the carrier's label and customs read it.
    const [state] = await db
      .select({ id: regions.id })
      .from(regions)
      .where(and(eq(regions.countryCode, country.code), isNull(regions.parentId)))
      .limit(1);
    if (state) issues.push({ field: 'regionId', key: 'regionRequired' });
  }
  if (country?.postcodePattern && (!v.postcode || !new RegExp(country.postcodePattern).test(v.postcode))) {
    issues.push({ field: 'postcode', key: v.postcode ? 'postcodeInvalid' : 'fieldRequired' });
  }
  if (issues.length) throw new FieldError(issues);
  return v;
}

/** Columns the list may be sorted by (SPEC section 7 `sorting`: `field asc|desc`); anything else is a 400. */
export const ADDRESS_SORTABLE = {
  createdAt: userAddresses.createdAt,
  recipientName: userAddresses.recipientName,
  city: userAddresses.city,
  countryCode: userAddresses.countryCode,
} as const;

/** One page in SQL: the default address first, then the requested whitelisted keys, then newest first. */
export async function listAddresses(db: Db, user: UserRow, query: Pick<ListQuery, 'maxResultCount' | 'skipCount' | 'sorting'>) {
  const order = [desc(userAddresses.isDefault), ...orderBy(query, ADDRESS_SORTABLE, [desc(userAddresses.createdAt), desc(userAddresses.id)])];
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(userAddresses).where(mine(user)),
    db
      .select()
      .from(userAddresses)
      .where(mine(user))
      .orderBy(...order)
      .limit(query.maxResultCount)
      .offset(query.skipCount),
  ]);
  return { totalCount: total.n, items: rows };
}

export async function getAddress(db: Db, user: UserRow, id: string): Promise<AddressRow> {
  const [row] = await db
    .select()
    .from(userAddresses)
    .where(and(mine(user), eq(userAddresses.id, id)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export async function createAddress(db: Db, user: UserRow, input: AddressInput): Promise<AddressRow> {
  const v = await clean(db, input);
  return db.transaction(async (tx) => {
    await lockMember(tx, user.id);
    const [{ n }] = await tx.select({ n: count() }).from(userAddresses).where(mine(user));
    const isDefault = n === 0 || input.isDefault === true;
    if (isDefault)
      await tx
        .update(userAddresses)
        .set({ isDefault: false })
        .where(and(mine(user), eq(userAddresses.isDefault, true)));
    const [row] = await tx
      .insert(userAddresses)
      .values({ id: newId('ADDR'), tenantId: user.tenantId, userId: user.id, ...v, isDefault })
      .returning();
    return row;
  });
}

/** isDefault true makes it the default; false on the current default is ignored (one must stay default). */
export async function updateAddress(db: Db, user: UserRow, id: string, input: AddressInput): Promise<AddressRow> {
  const v = await clean(db, input);
  return db.transaction(async (tx) => {
    await lockMember(tx, user.id);
    const current = await getAddress(tx, user, id);
    const isDefault = current.isDefault || input.isDefault === true;
    if (isDefault && !current.isDefault) {
      await tx
        .update(userAddresses)
        .set({ isDefault: false })
        .where(and(mine(user), eq(userAddresses.isDefault, true)));
    }
    const [row] = await tx
      .update(userAddresses)
      .set({ ...v, isDefault, updatedAt: new Date() })
      .where(and(mine(user), eq(userAddresses.id, id)))
      .returning();
    return row;
  });
}

export async function setDefaultAddress(db: Db, user: UserRow, id: string): Promise<AddressRow> {
  return db.transaction(async (tx) => {
    await lockMember(tx, user.id);
    await getAddress(tx, user, id);
    await tx
      .update(userAddresses)
      .set({ isDefault: false })
      .where(and(mine(user), eq(userAddresses.isDefault, true), ne(userAddresses.id, id)));
    const [row] = await tx
      .update(userAddresses)
      .set({ isDefault: true, updatedAt: new Date() })
      .where(and(mine(user), eq(userAddresses.id, id)))
      .returning();
    return row;
  });
}

export async function deleteAddress(db: Db, user: UserRow, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockMember(tx, user.id);
    const current = await getAddress(tx, user, id);
    await tx.delete(userAddresses).where(and(mine(user), eq(userAddresses.id, id)));
    if (!current.isDefault) return;
    const [next] = await tx
      .select({ id: userAddresses.id })
      .from(userAddresses)
      .where(mine(user))
      .orderBy(desc(userAddresses.createdAt), desc(userAddresses.id))
      .limit(1);
    if (next) await tx.update(userAddresses).set({ isDefault: true }).where(eq(userAddresses.id, next.id));
  });
}

/** Wire shape: the row plus localized country and region names. */
export async function toWire(db: Db, rows: AddressRow[], locale: Locale) {
  const codes = [...new Set(rows.map((r) => r.countryCode))];
  const regionIds = [...new Set(rows.map((r) => r.regionId).filter((x): x is number => x !== null))];
  const [cs, rs] = await Promise.all([
    codes.length
      ? db
          .select()
          .from(countries)
          .where(sql`${countries.code} IN ${codes}`)
      : [],
    regionIds.length
      ? db
          .select()
          .from(regions)
          .where(sql`${regions.id} IN ${regionIds}`)
      : [],
  ]);
  const name = (x: { nameZh: string; nameEn: string } | undefined) => (x ? (locale === 'en' ? x.nameEn : x.nameZh) : null);
  return rows.map((r) => ({
    id: r.id,
    recipientName: r.recipientName,
    internationalCode: r.internationalCode,
    phone: r.phone,
    countryCode: r.countryCode,
    countryName: name(cs.find((c) => c.code === r.countryCode)),
    regionId: r.regionId,
    regionName: name(rs.find((x) => x.id === r.regionId)),
    city: r.city,
    addressLine1: r.addressLine1,
    addressLine2: r.addressLine2,
    postcode: r.postcode,
    isDefault: r.isDefault,
    createdAt: r.createdAt.toISOString(),
  }));
}
