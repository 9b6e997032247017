// The member's delivery addresses (SPEC section 7 "User address" and "Member address").
import { z } from '@hono/zod-openapi';

export const AddressSchema = z
  .object({
    id: z.string(),
    recipientName: z.string(),
    internationalCode: z.string(),
    phone: z.string(),
    countryCode: z.string(),
    countryName: z.string().nullable(),
    regionId: z.number().nullable(),
    regionName: z.string().nullable(),
    city: z.string(),
    addressLine1: z.string(),
    addressLine2: z.string().nullable(),
    postcode: z.string().nullable(),
    isDefault: z.boolean(),
    createdAt: z.string(),
  })
  .openapi('Address');
export const AddressListSchema = z.object({ totalCount: z.number(), items: z.array(AddressSchema) }).openapi('AddressList');
