// Demo shipping data per tenant: method types, goods types, zones, methods with per-zone rates, additional
// services, declared names. Prices are authored in CNY fen and converted to the tenant's currency (minor units).
import type { Db } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { additionalServices, declaredNames, goodsTypes, shippingMethods, shippingMethodTypes, shippingRates, shippingZones } from '../db/schema/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** CNY → site currency, rounded to 10 minor units. */
export const CURRENCY_FACTOR: Record<string, number> = { CNY: 1, USD: 0.14, MYR: 0.65 };
export const convert = (fen: number, currency: string) => Math.round((fen * (CURRENCY_FACTOR[currency] ?? 1)) / 10) * 10;

export const METHOD_TYPES: [code: string, zh: string, en: string][] = [
  ['AIR', '空运', 'Air freight'],
  ['SEA', '海运', 'Sea freight'],
  ['RAIL', '铁路', 'Rail freight'],
  ['EXPRESS', '国际快递', 'International express'],
];

export const GOODS_TYPES: [code: string, zh: string, en: string, descZh: string, descEn: string][] = [
  ['GENERAL', '普货', 'General goods', '衣服、鞋包、日用品等不含电池、液体的普通物品', 'Clothes, shoes, bags and household items without batteries or liquids'],
  [
    'BATTERY',
    '带电物品',
    'Items with batteries',
    '内置电池的电子产品，如耳机、手表、充电宝（需走带电专线）',
    'Electronics with built-in batteries such as earphones, watches and power banks',
  ],
  [
    'LIQUID',
    '液体/膏体',
    'Liquids and pastes',
    '洗护用品、酱料等液体或膏体，单瓶不超过 500ml',
    'Toiletries, sauces and other liquids or pastes, at most 500 ml per bottle',
  ],
  ['COSMETICS', '化妆品', 'Cosmetics', '护肤品、彩妆（含粉末类）', 'Skin care and make-up, powders included'],
  ['BRAND', '品牌商品', 'Branded goods', '有品牌标识的正品商品，需提供购买凭证', 'Genuine branded goods; proof of purchase may be asked for'],
  ['FOOD', '食品', 'Food', '密封包装的非生鲜食品', 'Sealed, non-perishable food'],
];

/** [key, zh, en, countries, price factor] */
export const ZONES: [key: string, zh: string, en: string, countries: string[], factor: number][] = [
  ['NA', '北美', 'North America', ['US', 'CA'], 1],
  ['SEA', '东南亚', 'Southeast Asia', ['MY', 'SG', 'TH', 'PH', 'VN', 'ID'], 0.6],
  ['EU', '欧洲', 'Europe', ['GB', 'DE', 'FR', 'IT', 'ES', 'NL'], 1.1],
  ['OC', '澳新', 'Australia and New Zealand', ['AU', 'NZ'], 1.2],
];

export interface MethodSeed {
  code: string;
  type: string;
  zh: string;
  en: string;
  carrier: [code: string, name: string, trackingUrl: string];
  days: [number, number];
  divisor: number;
  firstGrams: number;
  /** CNY fen, factor-1 zone. */
  firstPrice: number;
  stepGrams: number;
  stepPrice: number;
  fuelBp: number;
  handling: number;
  maxGrams: number;
  maxSideCm: number;
  goods: string[];
  zones: string[];
  restrictionsZh: string;
  restrictionsEn: string;
}

export const METHODS: MethodSeed[] = [
  {
    code: 'AIR_STD',
    type: 'AIR',
    zh: '空运普货专线',
    en: 'Air standard line',
    carrier: ['YANWEN', 'Yanwen Logistics', 'https://track.yw56.com.cn/en/querydel'],
    days: [7, 12],
    divisor: 6000,
    firstGrams: 500,
    firstPrice: 6000,
    stepGrams: 500,
    stepPrice: 2500,
    fuelBp: 1250,
    handling: 500,
    maxGrams: 30_000,
    maxSideCm: 120,
    goods: ['GENERAL', 'COSMETICS', 'BRAND', 'FOOD'],
    zones: ['NA', 'SEA', 'EU', 'OC'],
    restrictionsZh: '不收带电、液体物品；单件不超过 30kg，单边不超过 120cm。',
    restrictionsEn: 'No batteries or liquids; at most 30 kg per parcel and 120 cm per side.',
  },
  {
    code: 'AIR_BATTERY',
    type: 'AIR',
    zh: '空运带电专线',
    en: 'Air battery line',
    carrier: ['CAINIAO', 'Cainiao', 'https://global.cainiao.com/'],
    days: [10, 15],
    divisor: 6000,
    firstGrams: 500,
    firstPrice: 7500,
    stepGrams: 500,
    stepPrice: 3000,
    fuelBp: 1250,
    handling: 500,
    maxGrams: 20_000,
    maxSideCm: 100,
    goods: ['GENERAL', 'BATTERY', 'COSMETICS'],
    zones: ['NA', 'SEA', 'EU'],
    restrictionsZh: '可收内置电池的电子产品，不收单独的电池；单件不超过 20kg。',
    restrictionsEn: 'Accepts electronics with built-in batteries (no loose batteries); at most 20 kg per parcel.',
  },
  {
    code: 'SEA_ECO',
    type: 'SEA',
    zh: '海运经济线',
    en: 'Sea economy line',
    carrier: ['COSCO', 'COSCO Shipping', 'https://elines.coscoshipping.com/'],
    days: [25, 40],
    divisor: 6000,
    firstGrams: 5000,
    firstPrice: 15000,
    stepGrams: 1000,
    stepPrice: 1200,
    fuelBp: 0,
    handling: 2000,
    maxGrams: 300_000,
    maxSideCm: 200,
    goods: ['GENERAL', 'LIQUID', 'COSMETICS', 'BRAND', 'FOOD'],
    zones: ['NA', 'SEA', 'EU', 'OC'],
    restrictionsZh: '适合大件、重货；首重 5kg，单件不超过 300kg，单边不超过 200cm。',
    restrictionsEn: 'For large and heavy shipments; first weight 5 kg, at most 300 kg per parcel and 200 cm per side.',
  },
  {
    code: 'RAIL_EU',
    type: 'RAIL',
    zh: '中欧铁路专线',
    en: 'China–Europe rail line',
    carrier: ['CRE', 'China Railway Express', 'https://www.crexpress.cn/'],
    days: [18, 25],
    divisor: 6000,
    firstGrams: 1000,
    firstPrice: 8000,
    stepGrams: 1000,
    stepPrice: 3000,
    fuelBp: 0,
    handling: 1000,
    maxGrams: 100_000,
    maxSideCm: 150,
    goods: ['GENERAL', 'BRAND', 'COSMETICS'],
    zones: ['EU'],
    restrictionsZh: '仅发往欧洲；不收带电、液体物品。',
    restrictionsEn: 'Europe only; no batteries or liquids.',
  },
  {
    code: 'DHL_EXPRESS',
    type: 'EXPRESS',
    zh: 'DHL 国际快递',
    en: 'DHL Express',
    carrier: ['DHL', 'DHL Express', 'https://www.dhl.com/en/express/tracking.html'],
    days: [3, 5],
    divisor: 5000,
    firstGrams: 500,
    firstPrice: 18000,
    stepGrams: 500,
    stepPrice: 4500,
    fuelBp: 1800,
    handling: 0,
    maxGrams: 70_000,
    maxSideCm: 120,
    goods: ['GENERAL', 'BRAND', 'COSMETICS'],
    zones: ['NA', 'SEA', 'EU', 'OC'],
    restrictionsZh: '时效最快；体积重按 长×宽×高/5000 计算；不收带电、液体物品。',
    restrictionsEn: 'Fastest; volumetric weight = L × W × H / 5000; no batteries or liquids.',
  },
];

export const ADDITIONAL_SERVICES: [code: string, zh: string, en: string, dzh: string, den: string, type: 'FIXED' | 'PERCENT', fen: number, bp: number][] = [
  [
    'REINFORCE',
    '加固包装',
    'Reinforced packing',
    '加纸箱护角和缠绕膜，适合易碎或超重包裹',
    'Corner guards and stretch film for fragile or heavy parcels',
    'FIXED',
    1500,
    0,
  ],
  ['PHOTO', '拍照验货', 'Photo check', '入库时为包裹内物品拍 3 张照片', 'Three photos of the contents when the parcel is checked in', 'FIXED', 300, 0],
  ['REMOVE_SHOE_BOX', '去除鞋盒', 'Remove shoe boxes', '去掉鞋盒以减小体积重', 'Shoe boxes removed to reduce the volumetric weight', 'FIXED', 200, 0],
  ['BUBBLE_WRAP', '气泡膜包装', 'Bubble wrap', '每件物品单独包裹气泡膜', 'Each item wrapped in bubble film', 'FIXED', 500, 0],
  [
    'INSURANCE',
    '保价服务',
    'Insurance',
    '按申报价值的 3% 收取，最低收费见价格；丢失或破损按申报价值赔付',
    '3 % of the declared value (minimum shown as the price); loss or damage refunded at the declared value',
    'PERCENT',
    1000,
    300,
  ],
];

type NameNode = [zh: string, en: string, hs: string | null, children?: NameNode[]];
export const DECLARED_NAMES: NameNode[] = [
  [
    '服装鞋包',
    'Clothing, shoes and bags',
    null,
    [
      ['T恤', 'T-shirt', '6109100000'],
      ['外套', 'Jacket', '6201400000'],
      ['运动鞋', 'Sneakers', '6404110000'],
      ['手提包', 'Handbag', '4202220000'],
    ],
  ],
  [
    '数码配件',
    'Digital accessories',
    null,
    [
      ['手机壳', 'Phone case', '3926909090'],
      ['数据线', 'USB cable', '8544422100'],
      ['蓝牙耳机', 'Bluetooth earphones', '8518300000'],
    ],
  ],
  [
    '家居日用',
    'Household',
    null,
    [
      ['水杯', 'Cup', '3924100000'],
      ['毛巾', 'Towel', '6302600000'],
      ['收纳盒', 'Storage box', '3923100000'],
    ],
  ],
  [
    '美妆个护',
    'Beauty and personal care',
    null,
    [
      ['护肤品', 'Skin care', '3304990000'],
      ['化妆刷', 'Make-up brush', '9603290000'],
    ],
  ],
  [
    '食品',
    'Food',
    null,
    [
      ['饼干零食', 'Biscuits and snacks', '1905310000'],
      ['茶叶', 'Tea', '0902301000'],
    ],
  ],
];

export async function seedShipping(tx: Tx, tenantId: string, currency: string): Promise<void> {
  const typeIds = new Map<string, string>();
  await tx.insert(shippingMethodTypes).values(
    METHOD_TYPES.map(([code, zh, en], i) => {
      const id = newId('SMT');
      typeIds.set(code, id);
      return { id, tenantId, code, nameZh: zh, nameEn: en, sort: (i + 1) * 10 };
    }),
  );
  const goodsIds = new Map<string, string>();
  await tx.insert(goodsTypes).values(
    GOODS_TYPES.map(([code, zh, en, dzh, den], i) => {
      const id = newId('GT');
      goodsIds.set(code, id);
      return { id, tenantId, code, nameZh: zh, nameEn: en, descriptionZh: dzh, descriptionEn: den, sort: (i + 1) * 10 };
    }),
  );
  const zoneIds = new Map<string, string>();
  await tx.insert(shippingZones).values(
    ZONES.map(([key, zh, en, countries], i) => {
      const id = newId('SZ');
      zoneIds.set(key, id);
      return { id, tenantId, nameZh: zh, nameEn: en, countryCodes: countries, regionIds: [], sort: (i + 1) * 10 };
    }),
  );
  for (const [i, m] of METHODS.entries()) {
    const id = newId('SM');
    await tx.insert(shippingMethods).values({
      id,
      tenantId,
      methodTypeId: typeIds.get(m.type)!,
      code: m.code,
      nameZh: m.zh,
      nameEn: m.en,
      carrierCode: m.carrier[0],
      carrierName: m.carrier[1],
      carrierTrackingUrl: m.carrier[2],
      transitDaysMin: m.days[0],
      transitDaysMax: m.days[1],
      volumetricDivisor: m.divisor,
      firstWeightGrams: m.firstGrams,
      firstWeightPrice: convert(m.firstPrice, currency),
      additionalWeightGrams: m.stepGrams,
      additionalPrice: convert(m.stepPrice, currency),
      fuelSurchargeBp: m.fuelBp,
      handlingFee: convert(m.handling, currency),
      maxWeightGrams: m.maxGrams,
      maxSideCm: m.maxSideCm,
      allowedGoodsTypeIds: m.goods.map((g) => goodsIds.get(g)!),
      restrictionsZh: m.restrictionsZh,
      restrictionsEn: m.restrictionsEn,
      sort: (i + 1) * 10,
    });
    await tx.insert(shippingRates).values(
      m.zones.map((key) => {
        const factor = ZONES.find((z) => z[0] === key)![4];
        return {
          id: newId('SR'),
          tenantId,
          methodId: id,
          zoneId: zoneIds.get(key)!,
          firstWeightPrice: convert(m.firstPrice * factor, currency),
          additionalPrice: convert(m.stepPrice * factor, currency),
        };
      }),
    );
  }
  await tx.insert(additionalServices).values(
    ADDITIONAL_SERVICES.map(([code, zh, en, dzh, den, priceType, fen, bp], i) => ({
      id: newId('AS'),
      tenantId,
      code,
      nameZh: zh,
      nameEn: en,
      descriptionZh: dzh,
      descriptionEn: den,
      priceType,
      price: convert(fen, currency),
      rateBp: bp,
      sort: (i + 1) * 10,
    })),
  );
  const insertNames = async (nodes: NameNode[], parentId: string | null) => {
    for (const [i, [zh, en, hs, children]] of nodes.entries()) {
      const id = newId('DN');
      await tx.insert(declaredNames).values({ id, tenantId, parentId, nameZh: zh, nameEn: en, hsCode: hs, sort: (i + 1) * 10 });
      if (children) await insertNames(children, id);
    }
  };
  await insertNames(DECLARED_NAMES, null);
}
