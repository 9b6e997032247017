// Reference data (SPEC section 7 "Reference data"): countries, regions, dialing codes, member levels,
// the member's customer-service contact and warehouse addresses, tips.
import { z } from '@hono/zod-openapi';

export const CountrySchema = z
  .object({
    code: z.string(),
    name: z.string(),
    nameZh: z.string(),
    nameEn: z.string(),
    internationalCode: z.string(),
    postcodePattern: z.string().nullable(),
  })
  .openapi('Country');
export const RegionSchema = z
  .object({
    id: z.number(),
    countryCode: z.string(),
    parentId: z.number().nullable(),
    code: z.string().nullable(),
    name: z.string(),
    nameZh: z.string(),
    nameEn: z.string(),
  })
  .openapi('Region');
export const RegionGroupSchema = z.object({ id: z.number(), name: z.string(), countryCodes: z.array(z.string()) }).openapi('RegionGroup');
export const DialCodeSchema = z
  .object({
    countryCode: z.string(),
    name: z.string(),
    code: z.string().openapi({ description: 'Digits without "+", e.g. 86' }),
    label: z.string(),
  })
  .openapi('DialCode');
export const MemberLevelSchema = z
  .object({ id: z.number(), name: z.string(), minPoints: z.number(), discountPercent: z.number(), isCurrent: z.boolean() })
  .openapi('MemberLevel');
export const CustomerServiceSchema = z
  .object({
    name: z.string(),
    weChat: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    workingHours: z.string(),
  })
  .openapi('ExclusiveCustomerService');
export const TipSchema = z.object({ id: z.number(), code: z.string(), title: z.string(), content: z.string() }).openapi('Tip');

/** The member's personal address at one warehouse (receiver and line 2 carry the member code). */
export const WarehouseAddressSchema = z
  .object({
    warehouseId: z.string(),
    warehouseName: z.string(),
    isDefault: z.boolean(),
    memberCode: z.string(),
    receiverName: z.string(),
    phone: z.string(),
    countryCode: z.string(),
    countryName: z.string().nullable(),
    regionName: z.string().nullable(),
    city: z.string(),
    addressLine1: z.string(),
    addressLine2: z.string(),
    postcode: z.string().nullable(),
    fullAddress: z.string(),
  })
  .openapi('WarehouseAddress');
