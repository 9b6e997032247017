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

/** A method's prices (CNY fen, factor-1 zone) and limits. */
type MethodPricing = [
  divisor: number,
  firstGrams: number,
  firstPrice: number,
  stepGrams: number,
  stepPrice: number,
  fuelBp: number,
  handling: number,
  maxGrams: number,
  maxSideCm: number,
];

/** A method from its names, carrier and transit days; its prices and limits; the goods types and zones it takes; its restrictions (zh, en). */
const method = (
  [code, type, zh, en, carrier, days]: [code: string, type: string, zh: string, en: string, carrier: MethodSeed['carrier'], days: MethodSeed['days']],
  [divisor, firstGrams, firstPrice, stepGrams, stepPrice, fuelBp, handling, maxGrams, maxSideCm]: MethodPricing,
  [goods, zones]: [goods: string[], zones: string[]],
  [restrictionsZh, restrictionsEn]: [zh: string, en: string],
): MethodSeed => ({
  code,
  type,
  zh,
  en,
  carrier,
  days,
  divisor,
  firstGrams,
  firstPrice,
  stepGrams,
  stepPrice,
  fuelBp,
  handling,
  maxGrams,
  maxSideCm,
  goods,
  zones,
  restrictionsZh,
  restrictionsEn,
});

export const METHODS: MethodSeed[] = [
  method(
    ['AIR_STD', 'AIR', '空运普货专线', 'Air standard line', ['YANWEN', 'Yanwen Logistics', 'https://track.yw56.com.cn/en/querydel'], [7, 12]],
    [6000, 500, 6000, 500, 2500, 1250, 500, 30_000, 120],
    [
      ['GENERAL', 'COSMETICS', 'BRAND', 'FOOD'],
      ['NA', 'SEA', 'EU', 'OC'],
    ],
    ['不收带电、液体物品；单件不超过 30kg，单边不超过 120cm。', 'No batteries or liquids; at most 30 kg per parcel and 120 cm per side.'],
  ),
  method(
    ['AIR_BATTERY', 'AIR', '空运带电专线', 'Air battery line', ['CAINIAO', 'Cainiao', 'https://global.cainiao.com/'], [10, 15]],
    [6000, 500, 7500, 500, 3000, 1250, 500, 20_000, 100],
    [
      ['GENERAL', 'BATTERY', 'COSMETICS'],
      ['NA', 'SEA', 'EU'],
    ],
    [
      '可收内置电池的电子产品，不收单独的电池；单件不超过 20kg。',
      'Accepts electronics with built-in batteries (no loose batteries); at most 20 kg per parcel.',
    ],
  ),
  method(
    ['SEA_ECO', 'SEA', '海运经济线', 'Sea economy line', ['COSCO', 'COSCO Shipping', 'https://elines.coscoshipping.com/'], [25, 40]],
    [6000, 5000, 15000, 1000, 1200, 0, 2000, 300_000, 200],
    [
      ['GENERAL', 'LIQUID', 'COSMETICS', 'BRAND', 'FOOD'],
      ['NA', 'SEA', 'EU', 'OC'],
    ],
    [
      '适合大件、重货；首重 5kg，单件不超过 300kg，单边不超过 200cm。',
      'For large and heavy shipments; first weight 5 kg, at most 300 kg per parcel and 200 cm per side.',
    ],
  ),
  method(
    ['RAIL_EU', 'RAIL', '中欧铁路专线', 'China–Europe rail line', ['CRE', 'China Railway Express', 'https://www.crexpress.cn/'], [18, 25]],
    [6000, 1000, 8000, 1000, 3000, 0, 1000, 100_000, 150],
    [['GENERAL', 'BRAND', 'COSMETICS'], ['EU']],
    ['仅发往欧洲；不收带电、液体物品。', 'Europe only; no batteries or liquids.'],
  ),
  method(
    ['DHL_EXPRESS', 'EXPRESS', 'DHL 国际快递', 'DHL Express', ['DHL', 'DHL Express', 'https://www.dhl.com/en/express/tracking.html'], [3, 5]],
    [5000, 500, 18000, 500, 4500, 1800, 0, 70_000, 120],
    [
      ['GENERAL', 'BRAND', 'COSMETICS'],
      ['NA', 'SEA', 'EU', 'OC'],
    ],
    ['时效最快；体积重按 长×宽×高/5000 计算；不收带电、液体物品。', 'Fastest; volumetric weight = L × W × H / 5000; no batteries or liquids.'],
  ),
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

/** Groups of declared names: [zh, en]. */
const NAME_GROUPS: [zh: string, en: string][] = [
  ['服装鞋包', 'Clothing, shoes and bags'],
  ['数码配件', 'Digital accessories'],
  ['家居日用', 'Household'],
  ['美妆个护', 'Beauty and personal care'],
  ['食品', 'Food'],
];

/** Declared names under their group (by its zh name): [group, zh, en, HS code]. */
export const DECLARED_NAMES: [group: string, zh: string, en: string, hs: string][] = [
  ['服装鞋包', 'T恤', 'T-shirt', '6109100000'],
  ['服装鞋包', '外套', 'Jacket', '6201400000'],
  ['服装鞋包', '运动鞋', 'Sneakers', '6404110000'],
  ['服装鞋包', '手提包', 'Handbag', '4202220000'],
  ['数码配件', '手机壳', 'Phone case', '3926909090'],
  ['数码配件', '数据线', 'USB cable', '8544422100'],
  ['数码配件', '蓝牙耳机', 'Bluetooth earphones', '8518300000'],
  ['家居日用', '水杯', 'Cup', '3924100000'],
  ['家居日用', '毛巾', 'Towel', '6302600000'],
  ['家居日用', '收纳盒', 'Storage box', '3923100000'],
  ['美妆个护', '护肤品', 'Skin care', '3304990000'],
  ['美妆个护', '化妆刷', 'Make-up brush', '9603290000'],
  ['食品', '饼干零食', 'Biscuits and snacks', '1905310000'],
  ['食品', '茶叶', 'Tea', '0902301000'],
];

/** The name and description columns of a row. */
const described = (nameZh: string, nameEn: string, descriptionZh: string, descriptionEn: string) => ({ nameZh, nameEn, descriptionZh, descriptionEn });

/** A new id for each row of a table keyed by its first column, by that key. */
const idsByKey = (prefix: string, rows: [key: string, ...rest: unknown[]][]) => new Map(rows.map(([key]) => [key, newId(prefix)]));

export async function seedShipping(tx: Tx, tenantId: string, currency: string): Promise<void> {
  const typeIds = idsByKey('SMT', METHOD_TYPES);
  await tx
    .insert(shippingMethodTypes)
    .values(METHOD_TYPES.map(([code, zh, en], i) => ({ id: typeIds.get(code)!, tenantId, code, nameZh: zh, nameEn: en, sort: (i + 1) * 10 })));
  const goodsIds = idsByKey('GT', GOODS_TYPES);
  await tx.insert(goodsTypes).values(
    GOODS_TYPES.map(([code, zh, en, dzh, den], i) => ({
      id: goodsIds.get(code)!,
      tenantId,
      code,
      ...described(zh, en, dzh, den),
      sort: (i + 1) * 10,
    })),
  );
  const zoneIds = idsByKey('SZ', ZONES);
  await tx.insert(shippingZones).values(
    ZONES.map(([key, zh, en, countries], i) => ({
      id: zoneIds.get(key)!,
      tenantId,
      nameZh: zh,
      nameEn: en,
      countryCodes: countries,
      regionIds: [],
      sort: (i + 1) * 10,
    })),
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
      ...described(zh, en, dzh, den),
      priceType,
      price: convert(fen, currency),
      rateBp: bp,
      sort: (i + 1) * 10,
    })),
  );
  for (const [i, [groupZh, groupEn]] of NAME_GROUPS.entries()) {
    const parentId = newId('DN');
    await tx.insert(declaredNames).values({ id: parentId, tenantId, parentId: null, nameZh: groupZh, nameEn: groupEn, hsCode: null, sort: (i + 1) * 10 });
    for (const [j, [, zh, en, hs]] of DECLARED_NAMES.filter(([group]) => group === groupZh).entries()) {
      await tx.insert(declaredNames).values({ id: newId('DN'), tenantId, parentId, nameZh: zh, nameEn: en, hsCode: hs, sort: (j + 1) * 10 });
    }
  }
}
