// Enumerations exactly as SPEC.md section 3 (names as spelt, numeric values).
// Imported by the site and by server/ alike.

export const UserType = { Admin: 1, Customer: 2, PickupStationOwner: 4 } as const;
export type UserType = (typeof UserType)[keyof typeof UserType];

export const PaymentMethod = {
  wechat: 1,
  alipay: 2,
  paypal: 4,
  bankcard: 8,
  hitpay: 16,
  billplz: 32,
  TAOBAO_LINK: 33,
} as const;

export const ParcelStatus = {
  NotArrival: 50,
  Arrived: 60,
  Inbound: 63,
  OutOfWarehouse: 120,
  Completed: 200,
  Canceled: 210,
} as const;
export type ParcelStatus = (typeof ParcelStatus)[keyof typeof ParcelStatus];

export const CombinedOrderStatus = {
  PendingPacking: 10,
  Picking: 20,
  Verified: 30,
  Packaged: 40,
  OutOfWarehouse: 50,
  Unpaid: 60,
  Shipped: 70,
  Signed: 80,
  Completed: 200,
  Canceled: 210,
} as const;
export type CombinedOrderStatus = (typeof CombinedOrderStatus)[keyof typeof CombinedOrderStatus];

export const PickupStationOrderStatus = {
  PendingProcessing: 10,
  PendingWeighing: 20,
  PendingPayment: 30,
  PendingShipment: 40,
  Shipped: 50,
  ArrivedPickupStation: 60,
  Completed: 200,
  Canceled: 210,
} as const;

export const PaymentStatus = { PendingPayment: 1, Successfully: 2, Closed: 3, PendingAudit: 4 } as const;

export const DeliveryMode = { DirectDelivery: 1, Transshipment: 2, Purchasing: 4 } as const;

export const PaymentTiming = { PayFirstAndPack: 10, PackFirstAndPayLater: 20 } as const;

export const CouponKind = { COUPON: 10, DISCOUNT_VOUCHER: 20 } as const;
export const CouponReceiveType = { NORMAL: 10, NEW_CUSTOMER: 20, POINTS: 30, MANUAL: 40 } as const;
export const MyCouponStatus = { NORMAL: 1, USED: 10, EXPIRED: 20, CANCEL: 30 } as const;
export const CouponBusinessType = { SHIPPING_FEE: 10 } as const;
export const CouponAppliesTo = { Parcel: 10, Combined: 20 } as const;

/** Order/item kinds; also the `type` of the status-definition list. */
export const OrderKind = { MyParcel: 10, CombinedOrder: 20 } as const;
export type OrderKind = (typeof OrderKind)[keyof typeof OrderKind];

export const DeclaredGoodsField = {
  DeclaredName: 1010,
  ProductType: 1020,
  DeclaredValue: 1030,
  ProductQuantity: 1040,
} as const;

export const PagePosition = {
  Banner: 1,
  Login: 2,
  Index: 3,
  PlaceOrder: 4,
  ServiceProcess: 5,
  MyService: 6,
  AboutUs: 7,
  Register: 8,
  TermsOfService: 9,
} as const;
export type PagePosition = (typeof PagePosition)[keyof typeof PagePosition];

export const NavPosition = { Main: 1, Bottom: 2 } as const;
export type NavPosition = (typeof NavPosition)[keyof typeof NavPosition];

export const LinkType = {
  PAGE: 10,
  EXTERNAL_LINK: 20,
  ARTICLE_CATEGORY: 30,
  ARTICLE: 40,
  ANNOUNCE: 50,
} as const;
export type LinkType = (typeof LinkType)[keyof typeof LinkType];

export const ArticleTemplate = { ArticleList: 10, ArticleDetail: 20 } as const;
export type ArticleTemplate = (typeof ArticleTemplate)[keyof typeof ArticleTemplate];

export const LinkTarget = { Self: 1, Blank: 2 } as const;
export type LinkTarget = (typeof LinkTarget)[keyof typeof LinkTarget];

export const Platform = { FRONTEND_PC: 11 } as const;

export const PageKey = {
  HOME: 'HOME',
  SHIP_FOR_ME_HOME: 'SHIP_FOR_ME_HOME',
  SHIPPING_FEE: 'SHIPPING_FEE',
  SHIPPING_FEE_CALCULATION: 'SHIPPING_FEE_CALCULATION',
  WAREHOUSE_ADDRESS: 'WAREHOUSE_ADDRESS',
  TRACKING: 'TRACKING',
  QUICK_GUIDE: 'QUICK_GUIDE',
} as const;
export type PageKey = (typeof PageKey)[keyof typeof PageKey];

export const ContentBlockKey = {
  BANNER: 'BANNER',
  OUR_SERVICES: 'OUR_SERVICES',
  ABOUT_US: 'ABOUT_US',
  HOME_LARGE_IMAGE_1: 'HOME_LARGE_IMAGE_1',
  HOME_LARGE_IMAGE_2: 'HOME_LARGE_IMAGE_2',
  HOME_LARGE_IMAGE_3: 'HOME_LARGE_IMAGE_3',
} as const;

export const IdPrefix = {
  Role: 'R',
  Tenant: 'T',
  User: 'U',
  Coupon: 'COUPON',
  Parcel: 'P',
  LogisticsOrder: 'L',
  LogisticsBox: 'LB',
  BigBag: 'B',
  Transaction: 'TRAN',
  Topup: 'TOPUP',
  StationParcel: 'SP',
} as const;

export const SiteTheme = { red: 'red', blue: 'blue', dark_blue: 'dark_blue' } as const;
export type SiteTheme = (typeof SiteTheme)[keyof typeof SiteTheme];
export const DEFAULT_THEME: SiteTheme = 'red';

/** Every enumeration served by POST /api/system/enums. */
export const ALL_ENUMS = {
  UserType,
  PaymentMethod,
  ParcelStatus,
  CombinedOrderStatus,
  PickupStationOrderStatus,
  PaymentStatus,
  DeliveryMode,
  PaymentTiming,
  CouponKind,
  CouponReceiveType,
  MyCouponStatus,
  CouponBusinessType,
  CouponAppliesTo,
  OrderKind,
  DeclaredGoodsField,
  PagePosition,
  NavPosition,
  LinkType,
  ArticleTemplate,
  LinkTarget,
  Platform,
  PageKey,
  ContentBlockKey,
  IdPrefix,
} as const;

/** Events a member is told about (notification settings), each on the channels site, e-mail and SMS. */
export const NOTIFICATION_EVENTS = ['parcelArrived', 'waybillPacked', 'shipped', 'delivered', 'topupResult', 'couponExpiring'] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];
