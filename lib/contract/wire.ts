// Wire types of the /api contract (SPEC.md section 7, ARCHITECTURE.md "Contract conventions"). Where a zod
// schema in ./schemas/ describes an answer, the type is derived from it (one source); type-only imports, so
// the site's bundles never carry zod.
import type { z } from '@hono/zod-openapi';
import type { ArticleTemplate, LinkTarget, LinkType } from './enums.ts';
import type * as account from './schemas/account.ts';
import type * as address from './schemas/address.ts';
import type * as content from './schemas/content.ts';
import type * as coupons from './schemas/coupons.ts';
import type * as funds from './schemas/funds.ts';
import type * as parcels from './schemas/parcels.ts';
import type * as reference from './schemas/reference.ts';
import type * as shipForMe from './schemas/ship-for-me.ts';
import type * as shipping from './schemas/shipping.ts';
import type * as site from './schemas/site.ts';
import type * as transhipment from './schemas/transhipment-order.ts';
import type * as combinedOrders from './schemas/combined-order.ts';

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

export type SiteSettings = z.infer<typeof site.SiteSettingsSchema>;
export type SiteConfiguration = z.infer<typeof site.SiteConfigurationSchema>;

/** A node of a navigation tree (an interface: the schema is recursive, so it is checked against this type). */
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

export type StatusDefinition = z.infer<typeof site.StatusDefinitionSchema>;

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

/** A node of a tree. A tree's schema is recursive, so it is checked against an interface that extends this. */
interface TreeNode<Node> {
  children: Node[];
}

/** A node of the category tree. */
export interface ArticleCategory extends TreeNode<ArticleCategory> {
  id: string;
  parentId: string | null;
  displayName: string;
  categoryContentType: ArticleTemplate;
  showArticleId: string | null;
  sort: number;
}

export type Article = z.infer<typeof content.ArticleSchema>;
export type ArticleCategoryContent = z.infer<typeof content.ArticleCategoryContentSchema>;
export type Faq = z.infer<typeof content.FaqSchema>;
export type PageContentItem = z.infer<typeof content.PageContentItemSchema>;
export type Banner = z.infer<typeof content.BannerSchema>;

// ---------- Shipping and transport mode (SPEC section 7); money: decimals with 2 places, weights: kg ----------

export type NamedCode = z.infer<typeof shipping.NamedCodeSchema>;
export type ShippingMethodType = z.infer<typeof shipping.ShippingMethodTypeSchema>;
export type GoodsType = z.infer<typeof shipping.GoodsTypeSchema>;
export type AdditionalService = z.infer<typeof shipping.AdditionalServiceSchema>;

/** A node of the declared-name tree. */
export interface DeclaredName extends TreeNode<DeclaredName> {
  id: string;
  parentId: string | null;
  name: string;
  hsCode: string | null;
}

export type ShippingMethod = z.infer<typeof shipping.ShippingMethodSchema>;
export type FeeSurcharge = z.infer<typeof shipping.FeeSurchargeSchema>;
export type FeeQuote = z.infer<typeof shipping.FeeQuoteSchema>;
export type UnavailableMethod = z.infer<typeof shipping.UnavailableMethodSchema>;
export type FeeCalculation = z.infer<typeof shipping.FeeCalculationSchema>;
export type ZoneFee = z.infer<typeof shipping.ZoneFeeSchema>;
export type WeightBandPrice = ZoneFee['bands'][number];
export type TransportMode = ShippingMethod;
export type TransportModeDetail = z.infer<typeof shipping.TransportModeDetailSchema>;
export type TransportationGroup = z.infer<typeof shipping.TransportationGroupSchema>;
export type LogisticsCompany = z.infer<typeof shipping.LogisticsCompanySchema>;

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

// ---------- The member, addresses, reference data (SPEC section 7 "Account", "User address", "Reference data") ----------

export type MemberDetail = z.infer<typeof account.MemberSchema>;
export type NotificationSetting = z.infer<typeof account.NotificationSettingSchema>;
export type StatusCount = z.infer<typeof account.StatusCountSchema>;
export type UserCenterSummary = z.infer<typeof account.UserCenterSchema>;
export type Address = z.infer<typeof address.AddressSchema>;
export type Country = z.infer<typeof reference.CountrySchema>;
export type Region = z.infer<typeof reference.RegionSchema>;
export type DialCode = z.infer<typeof reference.DialCodeSchema>;
export type CustomerServiceContact = z.infer<typeof reference.CustomerServiceSchema>;
export type WarehouseAddress = z.infer<typeof reference.WarehouseAddressSchema>;

export type Parcel = z.infer<typeof parcels.ParcelSchema>;
export type ParcelClaim = z.infer<typeof parcels.ParcelClaimSchema>;
export type ParcelDetail = z.infer<typeof parcels.ParcelDetailSchema>;
export type ParcelStorage = z.infer<typeof parcels.StorageSchema>;
export type ParcelGoods = z.infer<typeof parcels.ParcelGoodsSchema>;
export type ParcelPhoto = z.infer<typeof parcels.ParcelPhotoSchema>;
export type ParcelActionLog = z.infer<typeof parcels.ParcelActionLogSchema>;
export type ParcelActionLogDetail = z.infer<typeof parcels.ParcelActionLogDetailSchema>;
export type PendingCombineGroup = z.infer<typeof parcels.PendingCombineGroupSchema>;
export type GoodsLineInput = z.infer<typeof parcels.GoodsLineInputSchema>;
export type ForecastParcelInput = z.infer<typeof parcels.ForecastParcelInputSchema>;
export type ForecastRequest = z.infer<typeof parcels.ForecastRequestSchema>;
export type ForecastResult = z.infer<typeof parcels.ForecastResultSchema>;
export type ImportPreview = z.infer<typeof parcels.ImportPreviewSchema>;
export type ImportError = z.infer<typeof parcels.ImportErrorSchema>;

export interface ParcelListRequest extends ListRequest {
  status?: number | null;
  warehouseId?: string | null;
  trackingNumber?: string | null;
  createdFrom?: string | null;
  createdTo?: string | null;
}

export type CurrencyRate = z.infer<typeof funds.CurrencyRateSchema>;
export type PaymentMethodInfo = z.infer<typeof funds.PaymentMethodInfoSchema>;
export type PaymentMethodList = z.infer<typeof funds.MethodListSchema>;
export type TopupPreviewInput = z.infer<typeof funds.TopupPreviewInputSchema>;
export type TopupQuote = z.infer<typeof funds.TopupQuoteSchema>;
export type TopupInput = z.infer<typeof funds.TopupInputSchema>;
export type TopupNext = z.infer<typeof funds.TopupNextSchema>;
export type TopupProof = z.infer<typeof funds.TopupProofSchema>;
export type Topup = z.infer<typeof funds.TopupSchema>;
export type ProofFields = z.infer<typeof funds.ProofFieldsSchema>;
export type TransactionRecord = z.infer<typeof funds.TransactionRecordSchema>;
export type TransactionRecordDetail = z.infer<typeof funds.TransactionRecordDetailSchema>;
export type RecordFilter = z.infer<typeof funds.RecordFilterSchema>;
export type FundLogLine = z.infer<typeof funds.FundLogLineSchema>;
export type AccountChangeRecord = z.infer<typeof funds.AccountChangeRecordSchema>;
export type WalletSummary = z.infer<typeof funds.WalletSummarySchema>;

export type CouponOffer = z.infer<typeof coupons.CouponOfferSchema>;
export type CouponOfferList = z.infer<typeof coupons.CouponOfferListSchema>;
export type MyCoupon = z.infer<typeof coupons.MyCouponSchema>;
export type MyCouponList = z.infer<typeof coupons.MyCouponListSchema>;
export type MyCouponQuery = z.infer<typeof coupons.MyCouponQuerySchema>;
export type CouponUsage = z.infer<typeof coupons.CouponUsageSchema>;
export type CouponOption = z.infer<typeof coupons.CouponOptionSchema>;
export type PointsLine = z.infer<typeof coupons.PointsLineSchema>;
export type PointsList = z.infer<typeof coupons.PointsListSchema>;
export type PointsQuery = z.infer<typeof coupons.PointsQuerySchema>;

export type FeeLine = z.infer<typeof combinedOrders.FeeLineSchema>;
export type CombinedOrderQuote = z.infer<typeof combinedOrders.QuoteSchema>;
export type MethodOption = z.infer<typeof combinedOrders.MethodOptionSchema>;
export type ServiceOption = z.infer<typeof combinedOrders.ServiceOptionSchema>;
export type CombinedOrderDraft = z.infer<typeof combinedOrders.CombinedOrderDraftSchema>;
export type CombinedOrder = z.infer<typeof combinedOrders.CombinedOrderSchema>;
export type CombinedOrderDetail = z.infer<typeof combinedOrders.CombinedOrderDetailSchema>;
export type CombinedOrderList = z.infer<typeof combinedOrders.CombinedOrderListSchema>;
export type TrackingEvent = z.infer<typeof combinedOrders.TrackingEventSchema>;
export type CombinedOrderHistoryLine = z.infer<typeof combinedOrders.HistoryLineSchema>;
export type CombinedOrderHistoryDetail = z.infer<typeof combinedOrders.HistoryDetailSchema>;
export type CombinedOrderSubmitResult = z.infer<typeof combinedOrders.SubmitResultSchema>;
export type CombinedOrderPayInfo = z.infer<typeof combinedOrders.PayInfoSchema>;
export type CombineCalculation = z.infer<typeof combinedOrders.CombineCalculationSchema>;
export type AddableCombinedOrder = z.infer<typeof combinedOrders.AddableCombinedOrderSchema>;
export type PublicTracking = z.infer<typeof combinedOrders.PublicTrackingSchema>;
export type CombinedOrderDraftInput = z.infer<typeof combinedOrders.DraftInputSchema>;
export type CombinedOrderSubmitInput = z.infer<typeof combinedOrders.SubmitInputSchema>;

export type TranshipmentParcel = z.infer<typeof transhipment.TranshipmentParcelSchema>;
export type TranshipmentOrder = z.infer<typeof transhipment.TranshipmentOrderSchema>;
export type TranshipmentOrderDetail = z.infer<typeof transhipment.TranshipmentOrderDetailSchema>;
export type TranshipmentOrderList = z.infer<typeof transhipment.TranshipmentOrderListSchema>;
export type OrderNote = z.infer<typeof transhipment.OrderNoteSchema>;
export type TranshipmentStatusGroups = z.infer<typeof transhipment.StatusGroupSchema>;
export type TranshipmentEditValues = z.infer<typeof transhipment.TranshipmentEditValuesSchema>;
export type TranshipmentDraft = z.infer<typeof transhipment.TranshipmentDraftSchema>;
export type TranshipmentSubmitResult = z.infer<typeof transhipment.TranshipmentSubmitResultSchema>;
export type TranshipmentDraftInput = z.infer<typeof transhipment.TranshipmentDraftInputSchema>;
export type TranshipmentSubmitInput = z.infer<typeof transhipment.TranshipmentSubmitInputSchema>;
export type TranshipmentEditInput = z.infer<typeof transhipment.TranshipmentEditInputSchema>;
export type TranshipmentImportPreview = z.infer<typeof transhipment.TranshipmentImportPreviewSchema>;
export type TranshipmentSignInput = z.infer<typeof transhipment.SignInputSchema>;

export interface CombinedOrderListQuery {
  status?: number | null;
  keyword?: string | null;
  from?: string | null;
  to?: string | null;
  skipCount?: number;
  maxResultCount?: number;
}

// ---- Ship-for-me ----
export type GoodInput = z.infer<typeof shipForMe.GoodInputSchema>;
export type DeclarationInput = z.infer<typeof shipForMe.DeclarationInputSchema>;
export type GoodUpdateInput = z.infer<typeof shipForMe.GoodUpdateInputSchema>;
export type Good = z.infer<typeof shipForMe.GoodSchema>;
export type GoodDetail = z.infer<typeof shipForMe.GoodDetailSchema>;
export type GoodList = z.infer<typeof shipForMe.GoodListSchema>;
export type GoodListRequest = z.infer<typeof shipForMe.GoodListRequestSchema>;
export type AddGoodsResult = z.infer<typeof shipForMe.AddGoodsResultSchema>;
export type PackageInput = z.infer<typeof shipForMe.PackageInputSchema>;
export type ForecastGoodsRequest = z.infer<typeof shipForMe.ForecastGoodsRequestSchema>;
export type LogisticsFeeInput = z.infer<typeof shipForMe.LogisticsFeeInputSchema>;
export type LogisticsOrderInput = z.infer<typeof shipForMe.LogisticsOrderInputSchema>;
export type EnquiryInput = z.infer<typeof shipForMe.EnquiryInputSchema>;
export type Enquiry = z.infer<typeof shipForMe.EnquirySchema>;
export type EnquiryList = z.infer<typeof shipForMe.EnquiryListSchema>;
export type EnquiryAnswer = z.infer<typeof shipForMe.EnquiryAnswerSchema>;
