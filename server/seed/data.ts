// Demo data: three tenants/sites with navigation, status definitions and users.
import { LinkTarget, LinkType, PageKey, PaymentTiming } from '../../lib/contract/enums.ts';

/** Where the demo customer ships waybills to (the home address in China is not a destination the methods serve). */
export interface DemoShipTo {
  recipientName: string;
  internationalCode: string;
  phone: string;
  countryCode: string;
  /** The state's code (server/seed/reference.ts): every demo destination has states, and an address there names one. */
  regionCode: string;
  city: string;
  addressLine1: string;
  addressLine2: string;
  postcode: string;
}

const US_ADDRESS: DemoShipTo = {
  recipientName: 'Alex Chen',
  internationalCode: '1',
  phone: '4155550123',
  countryCode: 'US',
  regionCode: 'CA',
  city: 'San Francisco',
  addressLine1: '500 Howard St',
  addressLine2: 'Apt 12B',
  postcode: '94105',
};

export interface DemoSite {
  tenantName: string;
  domain: string;
  theme: 'red' | 'blue' | 'dark_blue';
  color: string;
  siteName: string;
  companyName: string;
  currency: { name: string; symbol: string; code: string };
  /** storage_policies: free days from Inbound, then a fee per parcel per day (minor units). */
  storage: { freeDays: number; feePerDay: number };
  /** PaymentTiming of the tenant: PayFirstAndPack 10 (pay at submit) or PackFirstAndPayLater 20 (pay once weighed). */
  paymentTiming: number;
  /** The demo customer's address abroad, where the demo waybills go. */
  shipTo: DemoShipTo;
}

export const DEMO_SITES: DemoSite[] = [
  {
    tenantName: 'GlobalShip',
    domain: 'localhost',
    theme: 'red',
    color: 'red',
    siteName: '环球集运 GlobalShip',
    companyName: '环球集运物流有限公司',
    currency: { name: '人民币', symbol: '¥', code: 'CNY' },
    storage: { freeDays: 30, feePerDay: 200 },
    paymentTiming: PaymentTiming.PayFirstAndPack,
    shipTo: US_ADDRESS,
  },
  {
    tenantName: 'BlueWave',
    domain: 'blue.localhost',
    theme: 'blue',
    color: 'blue',
    siteName: '蓝海转运 BlueWave',
    companyName: 'BlueWave Forwarding Inc.',
    currency: { name: 'US Dollar', symbol: '$', code: 'USD' },
    storage: { freeDays: 21, feePerDay: 50 },
    paymentTiming: PaymentTiming.PayFirstAndPack,
    shipTo: US_ADDRESS,
  },
  {
    tenantName: 'NavyExpress',
    domain: 'navy.localhost',
    theme: 'dark_blue',
    color: 'navy',
    siteName: '藏青速递 NavyExpress',
    companyName: 'NavyExpress Logistics Sdn Bhd',
    currency: { name: 'Ringgit', symbol: 'RM', code: 'MYR' },
    storage: { freeDays: 14, feePerDay: 150 },
    paymentTiming: PaymentTiming.PackFirstAndPayLater,
    shipTo: {
      recipientName: 'Tan Mei Ling',
      internationalCode: '60',
      phone: '123456789',
      countryCode: 'MY',
      regionCode: 'KUL',
      city: 'Kuala Lumpur',
      addressLine1: 'No. 8, Jalan Ampang',
      addressLine2: 'Unit 15-3',
      postcode: '50450',
    },
  },
];

export interface DemoNav {
  zh: string;
  en: string;
  linkType: number;
  value?: string | null;
  target?: number;
  displayColor?: string | null;
  children?: DemoNav[];
}

const page = (zh: string, en: string, key: string): DemoNav => ({ zh, en, linkType: LinkType.PAGE, value: key });

/** Content ids the ARTICLE / ARTICLE_CATEGORY / ANNOUNCE links point to (created by seed/content.ts). */
export interface NavContentRefs {
  articles: { shippingNotes: string; beforeRegister: string; prohibited: string; claims: string };
  categories: { gettingStarted: string; feesAndTimes: string; helpSupport: string };
  announcement: string;
}

export function mainNavigation(origin: string, refs: NavContentRefs): DemoNav[] {
  return [
    page('首页', 'Home', PageKey.HOME),
    {
      ...page('集运服务', 'Shipping services', PageKey.SHIP_FOR_ME_HOME),
      children: [
        page('我要集运', 'Ship for me', PageKey.SHIP_FOR_ME_HOME),
        page('运费估算', 'Shipping fee calculator', PageKey.SHIPPING_FEE_CALCULATION),
        page('仓库地址', 'Warehouse address', PageKey.WAREHOUSE_ADDRESS),
      ],
    },
    page('运输方式', 'Transport modes', PageKey.SHIPPING_FEE),
    page('物流追踪', 'Tracking', PageKey.TRACKING),
    {
      ...page('帮助中心', 'Help center', PageKey.QUICK_GUIDE),
      children: [
        page('新手指南', 'Quick guide', PageKey.QUICK_GUIDE),
        { zh: '常见问题', en: 'FAQ', linkType: LinkType.EXTERNAL_LINK, value: `${origin}/help/faq-list?from=nav`, target: LinkTarget.Self },
        { zh: '集运须知', en: 'Shipping notes', linkType: LinkType.ARTICLE, value: refs.articles.shippingNotes },
        { zh: '帮助分类', en: 'Help topics', linkType: LinkType.ARTICLE_CATEGORY, value: refs.categories.helpSupport },
      ],
    },
    { zh: '最新公告', en: 'News', linkType: LinkType.ANNOUNCE, value: refs.announcement, displayColor: '#e4393c' },
    { zh: 'UPS 查询', en: 'UPS tracking', linkType: LinkType.EXTERNAL_LINK, value: 'https://www.ups.com/track', target: LinkTarget.Self },
    { zh: 'DHL 官网', en: 'DHL', linkType: LinkType.EXTERNAL_LINK, value: 'https://www.dhl.com', target: LinkTarget.Blank },
  ];
}

export function bottomNavigation(origin: string, refs: NavContentRefs): DemoNav[] {
  return [
    {
      zh: '新手入门',
      en: 'Getting started',
      linkType: LinkType.ARTICLE_CATEGORY,
      value: refs.categories.gettingStarted,
      children: [
        page('新手指南', 'Quick guide', PageKey.QUICK_GUIDE),
        page('我要集运', 'Ship for me', PageKey.SHIP_FOR_ME_HOME),
        page('仓库地址', 'Warehouse address', PageKey.WAREHOUSE_ADDRESS),
        { zh: '注册须知', en: 'Before you register', linkType: LinkType.ARTICLE, value: refs.articles.beforeRegister },
      ],
    },
    {
      zh: '运费与时效',
      en: 'Fees and times',
      linkType: LinkType.ARTICLE_CATEGORY,
      value: refs.categories.feesAndTimes,
      children: [
        page('运输方式', 'Transport modes', PageKey.SHIPPING_FEE),
        page('运费估算', 'Shipping fee calculator', PageKey.SHIPPING_FEE_CALCULATION),
        page('物流追踪', 'Tracking', PageKey.TRACKING),
        { zh: '禁运物品', en: 'Prohibited items', linkType: LinkType.ARTICLE, value: refs.articles.prohibited },
      ],
    },
    {
      zh: '帮助与支持',
      en: 'Help and support',
      linkType: LinkType.ARTICLE_CATEGORY,
      value: refs.categories.helpSupport,
      children: [
        { zh: '常见问题', en: 'FAQ', linkType: LinkType.EXTERNAL_LINK, value: `${origin}/help/faq-list?from=nav`, target: LinkTarget.Self },
        { zh: '最新公告', en: 'Announcements', linkType: LinkType.ANNOUNCE, value: refs.announcement },
        { zh: '理赔说明', en: 'Claims', linkType: LinkType.ARTICLE, value: refs.articles.claims },
      ],
    },
    {
      zh: '合作承运商',
      en: 'Carriers',
      linkType: LinkType.PAGE,
      value: PageKey.HOME,
      children: [
        {
          zh: 'UPS 查询',
          en: 'UPS tracking',
          linkType: LinkType.EXTERNAL_LINK,
          value: 'https://www.ups.com/track',
          target: LinkTarget.Self,
        },
        { zh: 'DHL 官网', en: 'DHL', linkType: LinkType.EXTERNAL_LINK, value: 'https://www.dhl.com', target: LinkTarget.Blank },
        { zh: 'FedEx 官网', en: 'FedEx', linkType: LinkType.EXTERNAL_LINK, value: 'https://www.fedex.com', target: LinkTarget.Blank },
      ],
    },
  ];
}

/** [status, zh, en] */
export const PARCEL_STATUSES: [number, string, string][] = [
  [50, '未入库', 'Not arrived'],
  [60, '已到仓', 'Arrived'],
  [63, '已入库', 'In stock'],
  [120, '已出库', 'Out of warehouse'],
  [200, '已完成', 'Completed'],
  [210, '已取消', 'Canceled'],
];

export const COMBINED_ORDER_STATUSES: [number, string, string][] = [
  [10, '待打包', 'Pending packing'],
  [20, '拣货中', 'Picking'],
  [30, '已核验', 'Verified'],
  [40, '已打包', 'Packaged'],
  [50, '已出库', 'Out of warehouse'],
  [60, '待付款', 'Unpaid'],
  [70, '已发货', 'Shipped'],
  [80, '已签收', 'Signed'],
  [200, '已完成', 'Completed'],
  [210, '已取消', 'Canceled'],
];

export const DEMO_CUSTOMER = { userName: 'demo', email: 'demo@example.com', phone: '13800000000', name: '演示用户', password: 'demo1234' };
export const DEMO_ADMIN = { userName: 'admin', email: 'admin@example.com', phone: null, name: 'Admin', password: 'admin1234' };
