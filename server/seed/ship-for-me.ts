// The demo customer's ship-for-me goods on every host, played through the module itself: goods from four
// shops in the cart, an open and an answered enquiry, and a logistics order in progress (submitted, not yet
// paid on a pay-first host, its first package arrived at the warehouse). No money moves: the demo wallet
// stays what ./money.ts and the waybills leave (DEMO_BALANCE).
import { and, asc, eq } from 'drizzle-orm';
import { UserType } from '../../lib/contract/enums.ts';
import type { GoodInput } from '../../lib/contract/wire.ts';
import type { Db } from '../db/client.ts';
import { sites, userAddresses, users, warehouses } from '../db/schema/index.ts';
import { addGoods, answerEnquiry, createEnquiry, logisticsOrderFee, submitLogisticsOrder } from '../modules/ship-for-me/index.ts';
import { arriveParcel } from '../modules/warehouse/index.ts';
import { DEMO_CUSTOMER, DEMO_SITES, type DemoSite } from './data.ts';

const good = (
  key: string,
  url: string,
  title: string,
  shopName: string,
  unitPrice: number,
  quantity: number,
  spec: string | null,
  picture: string | null,
  currency: GoodInput['currency'] = 'CNY',
): GoodInput => ({
  clientKey: `demo-${key}`,
  source: key.startsWith('h') ? 'manual' : 'extension',
  url,
  title,
  shopName,
  imageUrl: picture,
  spec,
  unitPrice,
  currency,
  quantity,
});

/** Keys: c… cart, e… enquiries, o… the order, h… pasted by hand. */
export const DEMO_GOODS: GoodInput[] = [
  good(
    'c1',
    'https://item.taobao.com/item.htm?id=680001',
    '纯棉短袖T恤 男女同款',
    '棉语旗舰店',
    59,
    2,
    '白色 / L',
    'https://img.alicdn.com/imgextra/demo-tshirt.jpg',
  ),
  good('c2', 'https://item.taobao.com/item.htm?id=680002', '帆布托特包', '棉语旗舰店', 45.5, 1, '米白', 'https://img.alicdn.com/imgextra/demo-tote.jpg'),
  good('c3', 'https://item.jd.com/100012.html', '蓝牙耳机 降噪版', '声悦京东自营店', 299, 1, '黑色', 'https://img14.360buyimg.com/n1/demo-earbuds.jpg'),
  good('h4', 'https://detail.1688.com/offer/77001.html', '陶瓷马克杯 6只装', '景德镇瓷器厂', 68, 1, '6只 / 蓝边', null),
  good('e1', 'https://item.jd.com/100031.html', '便携式充电宝 20000mAh', '声悦京东自营店', 159, 1, '白色', 'https://img14.360buyimg.com/n1/demo-powerbank.jpg'),
  good(
    'e2',
    'https://www.amazon.com/dp/B0DEMO0001',
    'Stainless steel water bottle',
    'HydroGoods',
    24.99,
    2,
    '750 ml',
    'https://m.media-amazon.com/images/I/demo-bottle.jpg',
    'USD',
  ),
  good('o1', 'https://detail.tmall.com/item.htm?id=690001', '羊毛围巾', '暖冬天猫旗舰店', 129, 1, '灰色', 'https://img.alicdn.com/imgextra/demo-scarf.jpg'),
  good(
    'o2',
    'https://detail.tmall.com/item.htm?id=690002',
    '针织手套',
    '暖冬天猫旗舰店',
    39,
    2,
    '灰色 / 均码',
    'https://img.alicdn.com/imgextra/demo-gloves.jpg',
  ),
];

/** The order's package: the Tmall shop's shipment, on its way to the warehouse (it arrives in the demo). */
export const DEMO_SFM_TRACKING = 'YT7300000101';

async function demoMember(tx: Db, { domain, shipTo }: DemoSite) {
  const [site] = await tx.select().from(sites).where(eq(sites.domain, domain)).limit(1);
  if (!site) return null;
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.tenantId, site.tenantId), eq(users.userName, DEMO_CUSTOMER.userName), eq(users.userType, UserType.Customer)))
    .limit(1);
  if (!user) return null;
  const [[address], [house]] = await Promise.all([
    tx
      .select({ id: userAddresses.id })
      .from(userAddresses)
      .where(and(eq(userAddresses.userId, user.id), eq(userAddresses.countryCode, shipTo.countryCode)))
      .limit(1),
    tx.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.tenantId, site.tenantId)).orderBy(asc(warehouses.id)).limit(1),
  ]);
  if (!address || !house)
    throw new Error(`the demo customer of ${domain} needs an address in ${shipTo.countryCode} and the tenant a warehouse (seed them first)`);
  return { site, user, addressId: address.id, warehouseId: house.id };
}

export async function seedShipForMe(tx: Db): Promise<void> {
  for (const demoSite of DEMO_SITES) {
    const m = await demoMember(tx, demoSite);
    if (!m) continue;
    const { items } = await addGoods(tx, m.user, DEMO_GOODS, 'zh-Hans');
    const idOf = (key: string) => items.find((g, i) => DEMO_GOODS[i].clientKey === `demo-${key}`)!.id;
    const base = { warehouseId: m.warehouseId, addressId: m.addressId };

    // The staff's answer: the first method that carries the goods (asked while they are still in the cart).
    const draft = await logisticsOrderFee(tx, m.user, { ...base, goodsIds: [idOf('e2')], estimatedWeight: 1.2 }, 'zh-Hans');
    const method = draft.methods.find((option) => option.total !== null);
    if (!method) throw new Error(`no method carries the demo enquiry's goods on ${demoSite.domain}`);
    await createEnquiry(tx, m.user, { ...base, goodsIds: [idOf('e1')], remark: '充电宝可以空运吗？/ Can a power bank fly?' });
    const answered = await createEnquiry(tx, m.user, { ...base, goodsIds: [idOf('e2')], remark: null });
    await answerEnquiry(tx, m.site.tenantId, answered.id, {
      methodId: method.methodId,
      estimatedWeight: 1.2,
      note: '可走普货专线 / Fine on the standard line',
    });

    const goodsIds = [idOf('o1'), idOf('o2')];
    const fee = await logisticsOrderFee(tx, m.user, { ...base, goodsIds, estimatedWeight: 1.5, methodId: method.methodId }, 'zh-Hans');
    await submitLogisticsOrder(
      tx,
      m.user,
      m.site,
      {
        ...base,
        methodId: method.methodId,
        estimatedWeight: 1.5,
        expectedTotal: fee.quote!.total,
        payNow: false,
        packages: [{ goodsIds, trackingNumber: DEMO_SFM_TRACKING, carrierCode: 'YTO' }],
      },
      'zh-Hans',
    );
    await arriveParcel(tx, { tenantId: m.site.tenantId, trackingNumber: DEMO_SFM_TRACKING, weightGrams: 1380, lengthCm: 30, widthCm: 22, heightCm: 12 });
  }
}
