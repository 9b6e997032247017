// Reference data reads: countries, regions, region groups, dialing codes, member levels,
// the exclusive customer-service contact and tips.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Locale } from '../../../lib/contract/constants.ts';
import type { Db } from '../../db/client.ts';
import { countries, customerServiceContacts, memberLevels, regionGroupCountries, regionGroups, regions, tips } from '../../db/schema/index.ts';
import { ApiError } from '../../errors.ts';
import type { UserRow } from '../../http.ts';
import { ensureProfile } from '../passport/index.ts';
import { localName as pick, localized } from '../../kernel/localized.ts';

const list = <T>(items: T[]) => ({ totalCount: items.length, items });

/** The name in the request's language, and both stored names. */
const withNames = (locale: Locale, row: { nameZh: string; nameEn: string }) => ({
  name: pick(locale, row),
  nameZh: row.nameZh,
  nameEn: row.nameEn,
});

const allCountries = (db: Db) => db.select().from(countries).orderBy(asc(countries.sort), asc(countries.code));

export async function countryList(db: Db, locale: Locale) {
  const rows = await allCountries(db);
  return list(
    rows.map((c) => ({
      code: c.code,
      ...withNames(locale, c),
      internationalCode: c.internationalCode,
      postcodePattern: c.postcodePattern,
    })),
  );
}

/** Regions of a country: top level by default, or the children of parentId. */
export async function regionList(db: Db, locale: Locale, q: { countryCode?: string | null; parentId?: number | null }) {
  const conds = [q.parentId ? eq(regions.parentId, q.parentId) : isNull(regions.parentId)];
  if (q.countryCode?.trim()) conds.push(eq(regions.countryCode, q.countryCode.trim().toUpperCase()));
  const rows = await db
    .select()
    .from(regions)
    .where(and(...conds))
    .orderBy(asc(regions.countryCode), asc(regions.sort), asc(regions.id));
  return list(rows.map((r) => ({ id: r.id, countryCode: r.countryCode, parentId: r.parentId, code: r.code, ...withNames(locale, r) })));
}

export async function regionGroupList(db: Db, locale: Locale) {
  const [groups, members] = await Promise.all([
    db.select().from(regionGroups).orderBy(asc(regionGroups.sort), asc(regionGroups.id)),
    db.select().from(regionGroupCountries),
  ]);
  return list(
    groups.map((g) => ({
      id: g.id,
      name: pick(locale, g),
      countryCodes: members
        .filter((m) => m.groupId === g.id)
        .map((m) => m.countryCode)
        .sort(),
    })),
  );
}

export async function internationalCodes(db: Db, locale: Locale) {
  const rows = await allCountries(db);
  return list(rows.map((c) => ({ countryCode: c.code, name: pick(locale, c), code: c.internationalCode, label: `+${c.internationalCode}` })));
}

export async function memberLevelList(db: Db, user: UserRow, locale: Locale) {
  const [profile, rows] = await Promise.all([
    ensureProfile(db, user),
    db.select().from(memberLevels).where(eq(memberLevels.tenantId, user.tenantId)).orderBy(asc(memberLevels.sort)),
  ]);
  return list(
    rows.map((l) => ({
      id: l.id,
      name: pick(locale, l),
      minPoints: l.minPoints,
      discountPercent: l.discountPercent,
      isCurrent: l.id === profile.levelId,
    })),
  );
}

export async function myCustomerService(db: Db, tenantId: string, locale: Locale) {
  const [row] = await db
    .select()
    .from(customerServiceContacts)
    .where(eq(customerServiceContacts.tenantId, tenantId))
    .orderBy(asc(customerServiceContacts.id))
    .limit(1);
  if (!row) throw new ApiError(404, 'NotFound', 'customerServiceNotFound');
  return {
    name: pick(locale, row),
    weChat: row.weChat,
    email: row.email,
    phone: row.phone,
    workingHours: localized(locale, row.workingHoursZh, row.workingHoursEn),
  };
}

export async function tipList(db: Db, tenantId: string, locale: Locale, code?: string | null) {
  const conds = [eq(tips.tenantId, tenantId)];
  if (code?.trim()) conds.push(eq(tips.code, code.trim()));
  const rows = await db
    .select()
    .from(tips)
    .where(and(...conds))
    .orderBy(asc(tips.sort), asc(tips.id));
  return list(
    rows.map((t) => ({
      id: t.id,
      code: t.code,
      title: locale === 'en' ? t.titleEn : t.titleZh,
      content: locale === 'en' ? t.contentEn : t.contentZh,
    })),
  );
}
