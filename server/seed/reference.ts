// Reference data: countries with regions and region groups (global); per tenant member levels,
// warehouses, an exclusive customer-service contact and tips.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import {
  countries,
  customerServiceContacts,
  memberLevels,
  regionGroupCountries,
  regionGroups,
  regions,
  tenants,
  tips,
  warehouses,
} from '../db/schema/index.ts';

/** [code, zh, en, dialing code, postcode pattern] */
type CountrySeed = [string, string, string, string, string | null];

export const COUNTRIES: CountrySeed[] = [
  ['CN', '中国', 'China', '86', '^\\d{6}$'],
  ['US', '美国', 'United States', '1', '^\\d{5}(-\\d{4})?$'],
  ['MY', '马来西亚', 'Malaysia', '60', '^\\d{5}$'],
  ['SG', '新加坡', 'Singapore', '65', '^\\d{6}$'],
  ['JP', '日本', 'Japan', '81', '^\\d{3}-?\\d{4}$'],
  ['GB', '英国', 'United Kingdom', '44', '^[A-Za-z]{1,2}\\d[A-Za-z\\d]? ?\\d[A-Za-z]{2}$'],
  ['AU', '澳大利亚', 'Australia', '61', '^\\d{4}$'],
  ['CA', '加拿大', 'Canada', '1', '^[A-Za-z]\\d[A-Za-z] ?\\d[A-Za-z]\\d$'],
  ['HK', '中国香港', 'Hong Kong SAR', '852', null],
];

/** The states and provinces of each country (first level): [country, code, zh, en]. */
const REGIONS: [string, string, string, string][] = [
  ['CN', 'GD', '广东省', 'Guangdong'],
  ['CN', 'ZJ', '浙江省', 'Zhejiang'],
  ['CN', 'BJ', '北京市', 'Beijing'],
  ['CN', 'SH', '上海市', 'Shanghai'],
  ['CN', 'FJ', '福建省', 'Fujian'],
  ['US', 'CA', '加利福尼亚州', 'California'],
  ['US', 'NY', '纽约州', 'New York'],
  ['US', 'TX', '得克萨斯州', 'Texas'],
  ['US', 'WA', '华盛顿州', 'Washington'],
  ['US', 'FL', '佛罗里达州', 'Florida'],
  ['MY', 'KUL', '吉隆坡', 'Kuala Lumpur'],
  ['MY', 'SGR', '雪兰莪', 'Selangor'],
  ['MY', 'PNG', '槟城', 'Penang'],
  ['MY', 'JHR', '柔佛', 'Johor'],
  ['SG', 'C', '中区', 'Central'],
  ['SG', 'E', '东区', 'East'],
  ['SG', 'N', '北区', 'North'],
  ['SG', 'W', '西区', 'West'],
  ['JP', '13', '东京都', 'Tokyo'],
  ['JP', '27', '大阪府', 'Osaka'],
  ['JP', '01', '北海道', 'Hokkaido'],
  ['JP', '23', '爱知县', 'Aichi'],
  ['GB', 'ENG', '英格兰', 'England'],
  ['GB', 'SCT', '苏格兰', 'Scotland'],
  ['GB', 'WLS', '威尔士', 'Wales'],
  ['GB', 'NIR', '北爱尔兰', 'Northern Ireland'],
  ['AU', 'NSW', '新南威尔士州', 'New South Wales'],
  ['AU', 'VIC', '维多利亚州', 'Victoria'],
  ['AU', 'QLD', '昆士兰州', 'Queensland'],
  ['AU', 'WA', '西澳大利亚州', 'Western Australia'],
  ['CA', 'ON', '安大略省', 'Ontario'],
  ['CA', 'BC', '不列颠哥伦比亚省', 'British Columbia'],
  ['CA', 'QC', '魁北克省', 'Quebec'],
  ['CA', 'AB', '艾伯塔省', 'Alberta'],
  ['HK', 'HKI', '香港岛', 'Hong Kong Island'],
  ['HK', 'KLN', '九龙', 'Kowloon'],
  ['HK', 'NT', '新界', 'New Territories'],
];

/** Cities under some regions (second level, parentId). */
const CITIES: Record<string, [string, string][]> = {
  'CN-GD': [
    ['广州市', 'Guangzhou'],
    ['深圳市', 'Shenzhen'],
    ['东莞市', 'Dongguan'],
  ],
  'CN-ZJ': [
    ['杭州市', 'Hangzhou'],
    ['金华市', 'Jinhua'],
  ],
  'US-CA': [
    ['洛杉矶', 'Los Angeles'],
    ['旧金山', 'San Francisco'],
  ],
};

const GROUPS: [string, string, string[]][] = [
  ['东南亚', 'Southeast Asia', ['MY', 'SG']],
  ['北美', 'North America', ['US', 'CA']],
  ['东亚', 'East Asia', ['CN', 'JP', 'HK']],
  ['欧洲', 'Europe', ['GB']],
  ['大洋洲', 'Oceania', ['AU']],
];

export const MEMBER_LEVELS: [string, string, number, number][] = [
  ['普通会员', 'Member', 0, 0],
  ['白银会员', 'Silver', 1000, 3],
  ['黄金会员', 'Gold', 5000, 5],
  ['钻石会员', 'Diamond', 20000, 8],
];

export async function seedReference(db: Db): Promise<void> {
  const existing = await db.select({ code: countries.code }).from(countries).limit(1);
  if (!existing.length) {
    for (const [i, [code, zh, en, dial, postcode]] of COUNTRIES.entries()) {
      await db.insert(countries).values({ code, nameZh: zh, nameEn: en, internationalCode: dial, postcodePattern: postcode, sort: (i + 1) * 10 });
      for (const [j, [, rcode, rzh, ren]] of REGIONS.filter(([country]) => country === code).entries()) {
        const [row] = await db
          .insert(regions)
          .values({ countryCode: code, code: rcode, nameZh: rzh, nameEn: ren, sort: (j + 1) * 10 })
          .returning({ id: regions.id });
        for (const [k, [czh, cen]] of (CITIES[`${code}-${rcode}`] ?? []).entries()) {
          await db.insert(regions).values({ countryCode: code, parentId: row.id, nameZh: czh, nameEn: cen, sort: (k + 1) * 10 });
        }
      }
    }
    for (const [i, [zh, en, codes]] of GROUPS.entries()) {
      const [g] = await db
        .insert(regionGroups)
        .values({ nameZh: zh, nameEn: en, sort: (i + 1) * 10 })
        .returning({ id: regionGroups.id });
      await db.insert(regionGroupCountries).values(codes.map((countryCode) => ({ groupId: g.id, countryCode })));
    }
  }

  const [gd] = await db.select({ id: regions.id }).from(regions).where(eq(regions.code, 'GD')).limit(1);
  const [zj] = await db.select({ id: regions.id }).from(regions).where(eq(regions.code, 'ZJ')).limit(1);
  for (const tenant of await db.select().from(tenants)) {
    await db.insert(memberLevels).values(
      MEMBER_LEVELS.map(([zh, en, minPoints, discountPercent], i) => ({
        tenantId: tenant.id,
        nameZh: zh,
        nameEn: en,
        minPoints,
        discountPercent,
        sort: (i + 1) * 10,
      })),
    );
    await db.insert(warehouses).values([
      {
        id: newId('W'),
        tenantId: tenant.id,
        nameZh: '广州仓',
        nameEn: 'Guangzhou warehouse',
        countryCode: 'CN',
        regionId: gd?.id ?? null,
        city: '广州市',
        addressLine1: '白云区太和镇永兴村工业路 88 号',
        addressLine2: `${tenant.name} 集运仓 1 号库`,
        postcode: '510450',
        phone: '020-86000000',
        receiverNameTemplate: '{name}({memberCode})',
        isDefault: true,
        sort: 10,
      },
      {
        id: newId('W'),
        tenantId: tenant.id,
        nameZh: '义乌仓',
        nameEn: 'Yiwu warehouse',
        countryCode: 'CN',
        regionId: zj?.id ?? null,
        city: '金华市义乌市',
        addressLine1: '北苑街道春晗路 1 号物流园 B 栋',
        addressLine2: `${tenant.name} 义乌分仓`,
        postcode: '322000',
        phone: '0579-85000000',
        receiverNameTemplate: '{name}({memberCode})',
        isDefault: false,
        sort: 20,
      },
    ]);
    await db.insert(customerServiceContacts).values({
      tenantId: tenant.id,
      nameZh: `${tenant.name} 客服 Amy`,
      nameEn: `Amy, ${tenant.name} customer service`,
      weChat: `${tenant.name.toLowerCase()}_cs`,
      email: `support@${tenant.name.toLowerCase()}.example.com`,
      phone: '400-800-8888',
      workingHoursZh: '周一至周六 9:00-18:00（北京时间）',
      workingHoursEn: 'Mon–Sat 9:00–18:00 (UTC+8)',
    });
    await db.insert(tips).values([
      {
        tenantId: tenant.id,
        code: 'WAREHOUSE_ADDRESS',
        sort: 10,
        titleZh: '仓库地址填写须知',
        titleEn: 'Using your warehouse address',
        contentZh: '网购下单时请完整填写收件人（含会员编码），否则包裹无法自动入库。',
        contentEn: 'Copy the receiver line with your member code exactly; otherwise the parcel cannot be matched to you.',
      },
      {
        tenantId: tenant.id,
        code: 'ADDRESS',
        sort: 20,
        titleZh: '收货地址',
        titleEn: 'Delivery addresses',
        contentZh: '请使用收件国家的语言或英文填写地址，并确保电话可以联系到收件人。',
        contentEn: 'Write the address in English or the language of the destination, with a phone number that reaches the recipient.',
      },
      {
        tenantId: tenant.id,
        code: 'PROHIBITED',
        sort: 30,
        titleZh: '禁运物品',
        titleEn: 'Prohibited items',
        contentZh: '液体、粉末、电池及仿牌等物品请先咨询客服。',
        contentEn: 'Ask customer service before sending liquids, powders, batteries or branded replicas.',
      },
    ]);
  }
}
