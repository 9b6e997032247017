// Wire types of the /api contract (SPEC.md section 7, ARCHITECTURE.md "Contract conventions"). Where a zod
// schema in ./schemas/ describes an answer, the type is derived from it (one source); type-only imports, so
// the site's bundles never carry zod.
import type { z } from '@hono/zod-openapi';
import type { ArticleTemplate, LinkTarget, LinkType, OrderKind, SiteTheme } from './enums.ts';
import type * as content from './schemas/content.ts';

export interface ListRequest {
  maxResultCount?: number;
  skipCount?: number;
  sorting?: string;
  filter?: string;
}

export interface ListResult<T> {
  totalCount: number;
  items: T[];
}

export interface ApiErrorBody {
  error: {
    code: string | null;
    message: string;
    details?: string | null;
    validationErrors?: { message: string; members: string[] }[] | null;
  };
}

export interface SiteSettings {
  theme: SiteTheme;
  logo: string;
  favicon: string;
  displaySiteName: string;
  /** Spelt so in the contract. */
  dispalyCompanyName: string;
  weChatQrCodeUrl: string;
  baseCurrencyName: string;
  baseCurrencySymbol: string;
  baseCurrencyCode: string;
}

export interface SiteConfiguration {
  id: string;
  site: SiteSettings;
  currentTenant: { id: string; name?: string };
  localization: { currentCulture: { cultureName: string } };
}

export interface NavigationItem {
  id: string;
  displayName: string;
  displayColor: string | null;
  linkType: LinkType;
  linkSourceValue: string | null;
  /** Spelt so in the contract. */
  extenalUrlTarget: LinkTarget;
  children: NavigationItem[];
  color: string | null;
}

export interface StatusDefinition {
  type: OrderKind;
  status: number;
  name: string;
  sort: number;
}

export interface LoginRequest {
  username: string;
  password: string;
  userType: number;
  bind_link_pre_auth_code?: string | null;
}

export interface LoginResult {
  accessToken: string;
  tokenType: string;
}

/** What the gateway gives the browser after a successful login: never the token. */
export interface LoginAccepted {
  signedIn: true;
}

export interface Member {
  id: string;
  userName: string;
  name: string | null;
  phone: string | null;
  email: string | null;
}

// ---------- Public content (SPEC section 7 "Public content"); HTML fields are unsanitized: sanitize on render ----------

export type Announcement = z.infer<typeof content.AnnouncementSchema>;

/** A node of the category tree (an interface: the schema is recursive, so it is checked against this type). */
export interface ArticleCategory {
  id: string;
  parentId: string | null;
  displayName: string;
  categoryContentType: ArticleTemplate;
  showArticleId: string | null;
  sort: number;
  children: ArticleCategory[];
}

export type Article = z.infer<typeof content.ArticleSchema>;
export type ArticleCategoryContent = z.infer<typeof content.ArticleCategoryContentSchema>;
export type Faq = z.infer<typeof content.FaqSchema>;
export type PageContentItem = z.infer<typeof content.PageContentItemSchema>;
export type Banner = z.infer<typeof content.BannerSchema>;

// ---------- Shipping and transport mode (SPEC section 7); money: decimals with 2 places, weights: kg ----------

export interface NamedCode {
  id: string;
  code: string;
  name: string;
}

export interface ShippingMethodType extends NamedCode {
  sort: number;
}

export interface GoodsType extends NamedCode {
  description: string;
  sort: number;
}

export interface AdditionalService extends NamedCode {
  description: string;
  /** FIXED: `price` per order; PERCENT: `rate` % of the declared value, at least `price`. */
  priceType: 'FIXED' | 'PERCENT';
  price: number;
  rate: number;
  currency: string;
  sort: number;
}

export interface DeclaredName {
  id: string;
  parentId: string | null;
  name: string;
  hsCode: string | null;
  children: DeclaredName[];
}

export interface ShippingMethod {
  id: string;
  code: string;
  name: string;
  methodType: NamedCode;
  carrier: { code: string; name: string; trackingUrl: string | null };
  transitDays: { min: number; max: number };
  volumetricDivisor: number;
  firstWeight: number;
  /** Lowest first-weight price over the zones (or the default price): a "from" price. */
  firstWeightPrice: number;
  additionalWeight: number;
  additionalPrice: number;
  /** Percent of the freight, e.g. 12.5. */
  fuelSurchargeRate: number;
  handlingFee: number;
  maxWeight: number;
  maxSideCm: number;
  allowedGoodsTypes: NamedCode[];
  restrictions: string;
  currency: string;
  sort: number;
}

export interface FeeSurcharge {
  /** FUEL or HANDLING. */
  code: string;
  name: string;
  /** Percent for FUEL, null for fixed fees. */
  rate: number | null;
  amount: number;
}

export interface FeeQuote {
  methodId: string;
  name: string;
  methodType: NamedCode;
  transitDays: { min: number; max: number };
  zone: { id: string; name: string };
  actualWeight: number;
  volumetricWeight: number;
  volumetricDivisor: number;
  chargeableWeight: number;
  firstWeight: number;
  firstWeightPrice: number;
  /** chargeableWeight − firstWeight (0 when within the first weight). */
  additionalWeight: number;
  additionalUnitWeight: number;
  additionalUnitPrice: number;
  additionalUnits: number;
  additionalPrice: number;
  freight: number;
  surcharges: FeeSurcharge[];
  total: number;
  currency: string;
  restrictions: string;
}

export interface UnavailableMethod {
  methodId: string;
  name: string;
  methodType: NamedCode;
  reasons: { code: 'Overweight' | 'Oversize' | 'GoodsTypeNotAllowed'; message: string }[];
}

export interface FeeCalculation extends ListResult<FeeQuote> {
  currency: string;
  unavailable: UnavailableMethod[];
}

export interface WeightBandPrice {
  weight: number;
  price: number;
}

export interface ZoneFee {
  zoneId: string;
  zoneName: string;
  countryCodes: string[];
  regionIds: string[];
  firstWeight: number;
  firstWeightPrice: number;
  additionalWeight: number;
  additionalPrice: number;
  /** Freight (before surcharges) at sample weights up to the method's maximum. */
  bands: WeightBandPrice[];
  currency: string;
}

export type TransportMode = ShippingMethod;

export interface TransportModeDetail extends ShippingMethod {
  fees: ZoneFee[];
}

export interface TransportationGroup {
  methodType: NamedCode;
  items: TransportMode[];
}

export interface LogisticsCompany {
  code: string;
  name: string;
  trackingUrl: string | null;
}

/** A delivery address as created or updated (both address API families of SPEC section 7). */
export interface AddressInput {
  recipientName: string;
  internationalCode: string;
  phone: string;
  countryCode: string;
  regionId?: number | null;
  city: string;
  addressLine1: string;
  addressLine2?: string | null;
  postcode?: string | null;
  isDefault?: boolean;
}
