// The staff's view of a parcel on the wire (admin routes of parcels and of their claims).
import { z } from '@hono/zod-openapi';

export const StaffParcelSchema = z
  .object({
    id: z.string(),
    trackingNumber: z.string(),
    status: z.number().int().openapi({ description: 'ParcelStatus' }),
    userId: z.string().nullable().openapi({ description: 'null while unclaimed' }),
    memberCode: z.string().nullable(),
    labelMemberCode: z.string().nullable(),
    warehouseId: z.string().nullable(),
    warehouseName: z.string().nullable(),
    carrierCode: z.string(),
    carrierName: z.string(),
    weight: z.number().nullable().openapi({ description: 'kg' }),
    length: z.number().nullable().openapi({ description: 'cm' }),
    width: z.number().nullable(),
    height: z.number().nullable(),
    abnormalReason: z.string().nullable(),
    photoCount: z.number().int(),
    arrivedAt: z.string().nullable(),
    inboundAt: z.string().nullable(),
    outAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('StaffParcel');
