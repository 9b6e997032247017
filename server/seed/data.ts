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

const shipTo = (
  recipientName: string,
  [internationalCode, phone]: [string, string],
  [countryCode, regionCode, city]: [string, string, string],
  [addressLine1, addressLine2]: [string, string],
  postcode: string,
): DemoShipTo => ({ recipientName, internationalCode, phone, countryCode, regionCode, city, addressLine1, addressLine2, postcode });

const US_ADDRESS = shipTo('Alex Chen', ['1', '4155550123'], ['US', 'CA', 'San Francisco'], ['500 Howard St', 'Apt 12B'], '94105');
const MY_ADDRESS = shipTo('Tan Mei Ling', ['60', '123456789'], ['MY', 'KUL', 'Kuala Lumpur'], ['No. 8, Jalan Ampang', 'Unit 15-3'], '50450');

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

const CURRENCIES: Record<string, DemoSite['currency']> = {
  CNY: { name: '人民币', symbol: '¥', code: 'CNY' },
  USD: { name: 'US Dollar', symbol: '$', code: 'USD' },
  MYR: { name: 'Ringgit', symbol: 'RM', code: 'MYR' },
};
/** The site theme of each accent colour. */
const THEMES: Record<string, DemoSite['theme']> = { red: 'red', blue: 'blue', navy: 'dark_blue' };
const { PayFirstAndPack, PackFirstAndPayLater } = PaymentTiming;

/** A demo tenant and its site; the site's name is the brand in Chinese, then in Latin letters. */
const demoSite = (
  [tenantName, brandZh]: [string, string],
  domain: string,
  color: string,
  companyName: string,
  currency: string,
  [freeDays, feePerDay]: [number, number],
  paymentTiming: number,
  shipTo: DemoShipTo,
): DemoSite => ({
  tenantName,
  domain,
  theme: THEMES[color],
  color,
  siteName: `${brandZh} ${tenantName}`,
  companyName,
  currency: CURRENCIES[currency],
  storage: { freeDays, feePerDay },
  paymentTiming,
  shipTo,
});

export const DEMO_SITES: DemoSite[] = [
  demoSite(['GlobalShip', '环球集运'], 'localhost', 'red', '环球集运物流有限公司', 'CNY', [30, 200], PayFirstAndPack, US_ADDRESS),
  demoSite(['BlueWave', '蓝海转运'], 'blue.localhost', 'blue', 'BlueWave Forwarding Inc.', 'USD', [21, 50], PayFirstAndPack, US_ADDRESS),
  demoSite(['NavyExpress', '藏青速递'], 'navy.localhost', 'navy', 'NavyExpress Logistics Sdn Bhd', 'MYR', [14, 150], PackFirstAndPayLater, MY_ADDRESS),
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
const article = (zh: string, en: string, id: string): DemoNav => ({ zh, en, linkType: LinkType.ARTICLE, value: id });
const category = (zh: string, en: string, id: string): DemoNav => ({ zh, en, linkType: LinkType.ARTICLE_CATEGORY, value: id });
const external = (zh: string, en: string, url: string, target: number): DemoNav => ({ zh, en, linkType: LinkType.EXTERNAL_LINK, value: url, target });
/** A menu with its entries. */
const menu = (head: DemoNav, ...children: DemoNav[]): DemoNav => ({ ...head, children });

/** Content ids the ARTICLE / ARTICLE_CATEGORY / ANNOUNCE links point to (created by seed/content.ts). */
export interface NavContentRefs {
  articles: { shippingNotes: string; beforeRegister: string; prohibited: string; claims: string };
  categories: { gettingStarted: string; feesAndTimes: string; helpSupport: string };
  announcement: string;
}

const faqLink = (origin: string) => external('常见问题', 'FAQ', `${origin}/help/faq-list?from=nav`, LinkTarget.Self);
const upsLink = external('UPS 查询', 'UPS tracking', 'https://www.ups.com/track', LinkTarget.Self);
const dhlLink = external('DHL 官网', 'DHL', 'https://www.dhl.com', LinkTarget.Blank);

export function mainNavigation(origin: string, refs: NavContentRefs): DemoNav[] {
  return [
    page('首页', 'Home', PageKey.HOME),
    menu(
      page('集运服务', 'Shipping services', PageKey.SHIP_FOR_ME_HOME),
      page('我要集运', 'Ship for me', PageKey.SHIP_FOR_ME_HOME),
      page('运费估算', 'Shipping fee calculator', PageKey.SHIPPING_FEE_CALCULATION),
      page('仓库地址', 'Warehouse address', PageKey.WAREHOUSE_ADDRESS),
    ),
    page('运输方式', 'Transport modes', PageKey.SHIPPING_FEE),
    page('物流追踪', 'Tracking', PageKey.TRACKING),
    menu(
      page('帮助中心', 'Help center', PageKey.QUICK_GUIDE),
      page('新手指南', 'Quick guide', PageKey.QUICK_GUIDE),
      faqLink(origin),
      article('集运须知', 'Shipping notes', refs.articles.shippingNotes),
      category('帮助分类', 'Help topics', refs.categories.helpSupport),
    ),
    { zh: '最新公告', en: 'News', linkType: LinkType.ANNOUNCE, value: refs.announcement, displayColor: '#e4393c' },
    upsLink,
    dhlLink,
  ];
}

export function bottomNavigation(origin: string, refs: NavContentRefs): DemoNav[] {
  return [
    menu(
      category('新手入门', 'Getting started', refs.categories.gettingStarted),
      page('新手指南', 'Quick guide', PageKey.QUICK_GUIDE),
      page('我要集运', 'Ship for me', PageKey.SHIP_FOR_ME_HOME),
      page('仓库地址', 'Warehouse address', PageKey.WAREHOUSE_ADDRESS),
      article('注册须知', 'Before you register', refs.articles.beforeRegister),
    ),
    menu(
      category('运费与时效', 'Fees and times', refs.categories.feesAndTimes),
      page('运输方式', 'Transport modes', PageKey.SHIPPING_FEE),
      page('运费估算', 'Shipping fee calculator', PageKey.SHIPPING_FEE_CALCULATION),
      page('物流追踪', 'Tracking', PageKey.TRACKING),
      article('禁运物品', 'Prohibited items', refs.articles.prohibited),
    ),
    menu(
      category('帮助与支持', 'Help and support', refs.categories.helpSupport),
      faqLink(origin),
      { zh: '最新公告', en: 'Announcements', linkType: LinkType.ANNOUNCE, value: refs.announcement },
      article('理赔说明', 'Claims', refs.articles.claims),
    ),
    menu(page('合作承运商', 'Carriers', PageKey.HOME), upsLink, dhlLink, external('FedEx 官网', 'FedEx', 'https://www.fedex.com', LinkTarget.Blank)),
  ];
}

/** [status, zh, en] */
export const PARCEL_STATUSES: [number, string, string][] = [
  [50, '未到库', 'Not arrived'],
  [60, '已到库', 'Arrived'],
  [63, '已入库', 'In stock'],
  [120, '已出库', 'Left the warehouse'],
  [200, '已完成', 'Completed'],
  [210, '已取消', 'Cancelled'],
];

export const COMBINED_ORDER_STATUSES: [number, string, string][] = [
  [10, '待打包', 'Waiting for packing'],
  [20, '拣货中', 'Picking'],
  [30, '已核对', 'Checked'],
  [40, '已打包', 'Packed'],
  [50, '已出库', 'Left the warehouse'],
  [60, '待付款', 'Unpaid'],
  [70, '已发货', 'Shipped'],
  [80, '已签收', 'Received'],
  [200, '已完成', 'Completed'],
  [210, '已取消', 'Cancelled'],
];

export const DEMO_CUSTOMER = { userName: 'demo', email: 'demo@example.com', phone: '13800000000', name: '演示用户', password: 'demo1234' };
export const DEMO_ADMIN = { userName: 'admin', email: 'admin@example.com', phone: null, name: 'Admin', password: 'admin1234' };
