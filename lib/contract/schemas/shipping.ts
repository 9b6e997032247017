// Shipping and transport modes (SPEC section 7): money as decimals with 2 places, weights in kg.
import { z } from '@hono/zod-openapi';
import type { DeclaredName } from '../wire.ts';

export const NamedCodeSchema = z.object({ id: z.string(), code: z.string(), name: z.string() }).openapi('NamedCode');
const TransitDays = z.object({ min: z.number().int(), max: z.number().int() });

export const ShippingMethodTypeSchema = NamedCodeSchema.extend({ sort: z.number().int() }).openapi('ShippingMethodType');
export const GoodsTypeSchema = NamedCodeSchema.extend({ description: z.string(), sort: z.number().int() }).openapi('GoodsType');
export const AdditionalServiceSchema = NamedCodeSchema.extend({
  description: z.string(),
  priceType: z.enum(['FIXED', 'PERCENT']),
  price: z.number(),
  rate: z.number(),
  currency: z.string(),
  sort: z.number().int(),
}).openapi('AdditionalService');

export const DeclaredNameSchema: z.ZodType<DeclaredName> = z
  .object({
    id: z.string(),
    parentId: z.string().nullable(),
    name: z.string(),
    hsCode: z.string().nullable(),
    get children() {
      return z.array(DeclaredNameSchema);
    },
  })
  .openapi('DeclaredName');

export const ShippingMethodSchema = z
  .object({
    id: z.string(),
    code: z.string(),
    name: z.string(),
    methodType: NamedCodeSchema,
    carrier: z.object({ code: z.string(), name: z.string(), trackingUrl: z.string().nullable() }),
    transitDays: TransitDays,
    volumetricDivisor: z.number().int(),
    firstWeight: z.number().openapi({ description: 'kg' }),
    firstWeightPrice: z.number().openapi({ description: 'Lowest over the zones ("from" price)' }),
    additionalWeight: z.number().openapi({ description: 'kg per additional step' }),
    additionalPrice: z.number(),
    fuelSurchargeRate: z.number().openapi({ description: 'percent of the freight' }),
    handlingFee: z.number(),
    maxWeight: z.number(),
    maxSideCm: z.number().int(),
    allowedGoodsTypes: z.array(NamedCodeSchema),
    restrictions: z.string(),
    currency: z.string(),
    sort: z.number().int(),
  })
  .openapi('ShippingMethod');

export const FeeSurchargeSchema = z
  .object({
    code: z.string().openapi({ description: 'FUEL or HANDLING' }),
    name: z.string(),
    rate: z.number().nullable().openapi({ description: 'Percent for FUEL, null for fixed fees' }),
    amount: z.number(),
  })
  .openapi('FeeSurcharge');

export const FeeQuoteSchema = z
  .object({
    methodId: z.string(),
    name: z.string(),
    methodType: NamedCodeSchema,
    transitDays: TransitDays,
    zone: z.object({ id: z.string(), name: z.string() }),
    actualWeight: z.number(),
    volumetricWeight: z.number(),
    volumetricDivisor: z.number().int(),
    chargeableWeight: z.number(),
    firstWeight: z.number(),
    firstWeightPrice: z.number(),
    additionalWeight: z.number().openapi({ description: 'chargeableWeight − firstWeight (0 when within the first weight)' }),
    additionalUnitWeight: z.number(),
    additionalUnitPrice: z.number(),
    additionalUnits: z.number().int(),
    additionalPrice: z.number(),
    freight: z.number(),
    surcharges: z.array(FeeSurchargeSchema),
    total: z.number(),
    currency: z.string(),
    restrictions: z.string(),
  })
  .openapi('FeeQuote');

export const UnavailableMethodSchema = z
  .object({
    methodId: z.string(),
    name: z.string(),
    methodType: NamedCodeSchema,
    reasons: z.array(z.object({ code: z.enum(['Overweight', 'Oversize', 'GoodsTypeNotAllowed']), message: z.string() })),
  })
  .openapi('UnavailableMethod');

export const FeeCalculationSchema = z
  .object({
    totalCount: z.number().int(),
    items: z.array(FeeQuoteSchema),
    currency: z.string(),
    unavailable: z.array(UnavailableMethodSchema),
  })
  .openapi('FeeCalculation');

export const ZoneFeeSchema = z
  .object({
    zoneId: z.string(),
    zoneName: z.string(),
    countryCodes: z.array(z.string()),
    regionIds: z.array(z.string()),
    firstWeight: z.number(),
    firstWeightPrice: z.number(),
    additionalWeight: z.number(),
    additionalPrice: z.number(),
    bands: z
      .array(z.object({ weight: z.number(), price: z.number() }))
      .openapi({ description: "Freight (before surcharges) at sample weights up to the method's maximum" }),
    currency: z.string(),
  })
  .openapi('ZoneFee');

export const TransportModeDetailSchema = ShippingMethodSchema.extend({ fees: z.array(ZoneFeeSchema) }).openapi('TransportModeDetail');
export const TransportationGroupSchema = z.object({ methodType: NamedCodeSchema, items: z.array(ShippingMethodSchema) }).openapi('TransportationGroup');
export const LogisticsCompanySchema = z.object({ code: z.string(), name: z.string(), trackingUrl: z.string().nullable() }).openapi('LogisticsCompany');
