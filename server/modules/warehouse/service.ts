// The member's personal warehouse addresses: the tenant's warehouse with the receiver line
// "{name}({memberCode})" and the member code appended to address line 2, which the warehouse uses to
// match incoming parcels to the member.
import { asc, desc, eq } from 'drizzle-orm';
import type { Locale } from '../../../lib/contract/constants.ts';
import type { Db } from '../../db/client.ts';
import { countries, regions, warehouses } from '../../db/schema/index.ts';
import { ApiError } from '../../errors.ts';
import type { UserRow } from '../../http.ts';
import { ensureProfile } from '../passport/index.ts';
import { localName } from '../../kernel/localized.ts';

export async function myWarehouseAddresses(db: Db, user: UserRow, locale: Locale) {
  const profile = await ensureProfile(db, user);
  const rows = await db
    .select({ w: warehouses, country: countries, region: regions })
    .from(warehouses)
    .innerJoin(countries, eq(countries.code, warehouses.countryCode))
    .leftJoin(regions, eq(regions.id, warehouses.regionId))
    .where(eq(warehouses.tenantId, user.tenantId))
    .orderBy(desc(warehouses.isDefault), asc(warehouses.sort), asc(warehouses.id));
  const name = (x: { nameZh: string; nameEn: string } | null) => localName(locale, x);
  const receiver = user.name?.trim() || user.userName;
  const items = rows.map(({ w, country, region }) => {
    const receiverName = w.receiverNameTemplate.replaceAll('{name}', receiver).replaceAll('{memberCode}', profile.memberCode);
    const addressLine2 = [w.addressLine2, profile.memberCode].filter(Boolean).join(' ');
    const parts = [name(country), name(region), w.city, w.addressLine1, addressLine2];
    return {
      warehouseId: w.id,
      warehouseName: name(w)!,
      isDefault: w.isDefault,
      memberCode: profile.memberCode,
      receiverName,
      phone: w.phone,
      countryCode: w.countryCode,
      countryName: name(country),
      regionName: name(region),
      city: w.city,
      addressLine1: w.addressLine1,
      addressLine2,
      postcode: w.postcode,
      fullAddress: parts.filter(Boolean).join(locale === 'en' ? ', ' : ' '),
    };
  });
  return { totalCount: items.length, items };
}

export async function myDefaultWarehouseAddress(db: Db, user: UserRow, locale: Locale, warehouseId?: string | null) {
  const { items } = await myWarehouseAddresses(db, user, locale);
  const found = warehouseId ? items.find((i) => i.warehouseId === warehouseId) : items[0];
  if (!found) throw new ApiError(404, 'NotFound', 'warehouseNotFound');
  return found;
}
