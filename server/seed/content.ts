// Demo public content per tenant (zh-Hans and en): announcements, help categories and articles, FAQ,
// page-content items, banners, plus the XSS proof entries. Returns the ids the navigation seed links to.
import { eq } from 'drizzle-orm';
import { ArticleTemplate, ContentBlockKey, LinkTarget, LinkType, PageKey, PagePosition } from '../../lib/contract/enums.ts';
import type { Db } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { announcements, articleCategories, articles, banners, faqs, pageContentItems } from '../db/schema/index.ts';
import type { DemoSite } from './data.ts';
import { XSS_SUBSET, xssHtml } from './xss-payloads.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Ids the navigation links resolve to (SPEC "Navigation link resolution"). */
export interface ContentRefs {
  articles: { shippingNotes: string; beforeRegister: string; prohibited: string; claims: string; quickGuide: string };
  categories: { gettingStarted: string; feesAndTimes: string; helpSupport: string };
  announcement: string;
}

export const SECURITY_TEST_TITLE = { zh: '安全测试', en: 'Security test' };
export const SECURITY_TEST_BLOCK_KEY = 'SECURITY_TEST';

const day = 86_400_000;
/** Fixed demo dates (stable across runs): days before 2025-06-01. */
const ago = (days: number) => new Date(Date.UTC(2025, 5, 1, 2, 0, 0) - days * day);

/** The site's own banner images (the red site's at the top of /demo/banners, the others in a folder of their colour). */
export function bannerImage(site: Pick<DemoSite, 'color'>, file: string): string {
  return site.color === 'red' ? `/demo/banners/${file}` : `/demo/banners/${site.color}/${file}`;
}

export async function seedContent(tx: Tx, tenantId: string, site: DemoSite): Promise<ContentRefs> {
  const banner = (file: string) => bannerImage(site, file);
  const brandZh = site.siteName;
  const brand = site.tenantName;
  const sym = site.currency.symbol;
  const warehouseZh = '广东省深圳市宝安区福永街道凤凰第三工业区 A 栋 3 楼';
  const warehouseEn = "3F, Building A, Fenghuang 3rd Industrial Zone, Fuyong, Bao'an District, Shenzhen, Guangdong, China";

  // ---------- categories ----------
  const cat = (nameZh: string, nameEn: string, type: number, parentId: string | null, sort: number) => ({
    id: newId('AC'),
    tenantId,
    parentId,
    nameZh,
    nameEn,
    categoryContentType: type,
    showArticleId: null as string | null,
    sort,
  });
  const quickGuideCat = cat('新手指南', 'Quick guide', ArticleTemplate.ArticleDetail, null, 10);
  const gettingStarted = cat('新手入门', 'Getting started', ArticleTemplate.ArticleList, null, 20);
  const account = cat('注册与账户', 'Account and sign-up', ArticleTemplate.ArticleList, gettingStarted.id, 10);
  const warehouse = cat('仓库与预报', 'Warehouse and forecasting', ArticleTemplate.ArticleList, gettingStarted.id, 20);
  const fees = cat('运费与时效', 'Fees and transit times', ArticleTemplate.ArticleList, null, 30);
  const volumetric = cat('体积重说明', 'Volumetric weight', ArticleTemplate.ArticleDetail, fees.id, 10);
  const help = cat('帮助与支持', 'Help and support', ArticleTemplate.ArticleList, null, 40);
  const claimsCat = cat('保险与理赔', 'Insurance and claims', ArticleTemplate.ArticleDetail, help.id, 10);
  const cats = [quickGuideCat, gettingStarted, account, warehouse, fees, volumetric, help, claimsCat];

  // ---------- articles ----------
  type A = { id: string; categoryId: string | null; zh: [string, string]; en: [string, string] };
  const art = (categoryId: string | null, zh: [string, string], en: [string, string]): A => ({ id: newId('A'), categoryId, zh, en });

  const quickGuide = art(
    quickGuideCat.id,
    [
      '新手指南：五步完成集运',
      `<h2>五步完成集运</h2>
<ol>
<li><strong>注册账号</strong>：注册后即获得专属会员编号（显示在个人中心）。</li>
<li><strong>获取仓库地址</strong>：在「仓库地址」页面复制收货地址，收件人后面务必带上会员编号。</li>
<li><strong>网购下单并预报</strong>：在电商平台下单寄到仓库，拿到快递单号后在「提交包裹」中预报。</li>
<li><strong>合箱打包</strong>：包裹入库后勾选要一起寄的包裹，选择运输方式和增值服务，提交运单。</li>
<li><strong>付款发货</strong>：仓库称重打包后支付运费，我们安排发出，您可随时查看物流轨迹。</li>
</ol>
<p>不清楚运费？先用<a href="/shipping-fee">运费估算</a>试算一下。</p>`,
    ],
    [
      'Quick guide: ship with us in five steps',
      `<h2>Five steps</h2>
<ol>
<li><strong>Sign up</strong>: you get a personal member code, shown in your personal center.</li>
<li><strong>Copy your warehouse address</strong> from the Warehouse address page. Always add your member code after the recipient name.</li>
<li><strong>Shop and forecast</strong>: have your orders delivered to the warehouse, then forecast each parcel with its tracking number.</li>
<li><strong>Consolidate</strong>: once parcels are in stock, pick the ones to ship together, choose a shipping method and extra services, and submit a waybill.</li>
<li><strong>Pay and track</strong>: after packing and weighing, pay the shipping fee; we ship it and you can follow it step by step.</li>
</ol>
<p>Not sure about the cost? Try the <a href="/en/shipping-fee">fee calculator</a> first.</p>`,
    ],
  );
  quickGuideCat.showArticleId = quickGuide.id;

  const beforeRegister = art(
    account.id,
    [
      '注册须知',
      `<p>欢迎注册 ${brandZh}。注册前请了解：</p>
<ul><li>用户名 3–20 位，以字母开头；密码 6–12 位字母或数字。</li>
<li>请使用常用的手机号或邮箱，用于接收验证码和包裹通知。</li>
<li>每位用户只能注册一个账号，会员编号用于识别您的包裹，请勿转借。</li>
<li>注册即表示您同意《服务条款》和禁运物品规定。</li></ul>`,
    ],
    [
      'Before you register',
      `<p>Welcome to ${brand}. Before you sign up:</p>
<ul><li>User names have 3–20 characters and start with a letter; passwords have 6–12 letters or digits.</li>
<li>Use a phone number or email you check: codes and parcel notices are sent there.</li>
<li>One account per person. Your member code identifies your parcels: do not share it.</li>
<li>Signing up means you accept the Terms of Service and the prohibited-items rules.</li></ul>`,
    ],
  );

  const accountSecurity = art(
    account.id,
    [
      '账户安全与密码找回',
      `<p>忘记密码时，在登录页点击「忘记密码」，通过手机或邮箱验证码重设。验证码 10 分钟内有效，最多尝试 5 次。</p>
<p>为保障资金安全，请不要把验证码告诉任何人，${brandZh} 客服不会向您索取验证码。</p>`,
    ],
    [
      'Account security and password reset',
      `<p>Forgot your password? Choose "Forgot password" on the sign-in page and reset it with a code sent to your phone or email. Codes are valid for 10 minutes and allow 5 tries.</p>
<p>Never tell anyone your code: ${brand} staff will never ask for it.</p>`,
    ],
  );

  const warehouseAddress = art(
    warehouse.id,
    [
      '如何填写仓库地址',
      `<p>我们的国内收货仓库：</p>
<blockquote>${warehouseZh}<br>收件人：您的姓名 + 会员编号（例如 张三 GS12345）<br>电话：0755-2888 0000<br>邮编：518103</blockquote>
<p>到仓包裹按面单上的会员编号归入该会员名下。面单上没有会员编号（或编号不属于任何会员）时，若只有一位会员预报过它的快递单号，包裹就归入这位会员；否则它成为「无主件」，等待仓库核对：请在「提交包裹」页面预报它的快递单号认领，预报会显示「待仓库核对」，仓库将包裹与您的预报核对无误、批准认领后，包裹连同重量和照片归入您的包裹。请准备好订单截图或发票备查。</p>`,
    ],
    [
      'How to use your warehouse address',
      `<p>Our receiving warehouse in China:</p>
<blockquote>${warehouseEn}<br>Recipient: your name + member code (e.g. Zhang San GS12345)<br>Phone: +86 755 2888 0000<br>Postcode: 518103</blockquote>
<p>A parcel goes to the member whose member code is on its label. Without a member code (or with a code that is nobody's), it goes to the member who forecast its tracking number, if only one did; otherwise it becomes "unclaimed" and waits for the warehouse’s check. To claim it, forecast its tracking number on "Submit parcel": the forecast shows "Warehouse check" while the warehouse compares the parcel with it, and once staff approve the claim the parcel becomes yours with its weight and photos. Keep your order screenshot or invoice at hand.</p>`,
    ],
  );

  const forecast = art(
    warehouse.id,
    [
      '如何预报包裹',
      `<p>商家发货后，请在「提交包裹」页面填写：</p>
<ul><li>快递单号（必填）</li><li>物品名称、数量和申报价值</li><li>是否带电、液体等特殊属性</li></ul>
<p>包裹到仓后按面单上的会员编号归入您的账户，并通知您入库；预报让仓库提前知道包裹的内容，面单漏写会员编号时也能按您预报的快递单号匹配。</p>
<p>免费仓储 30 天，超期每天每件收取少量仓储费。</p>`,
    ],
    [
      'How to forecast a parcel',
      `<p>When the seller has shipped, open "Submit parcel" and enter:</p>
<ul><li>the tracking number (required)</li><li>item names, quantities and declared values</li><li>special properties such as batteries or liquids</li></ul>
<p>On arrival a parcel is matched to your account by the member code on its label and you are notified. A forecast tells the warehouse what is inside and, if the label lacks your code, matches the parcel by its tracking number.</p>
<p>Storage is free for 30 days; after that a small daily fee per parcel applies.</p>`,
    ],
  );

  const consolidation = art(
    warehouse.id,
    [
      '合箱与打包说明',
      `<p>合箱可以把多个包裹装进一个箱子，只计一次首重，通常比分开寄省 30%–60%。</p>
<ul><li>建议去除鞋盒、外包装以减小体积重。</li><li>易碎物品请选择「加固包装」或「气泡膜包装」。</li>
<li>带电物品和普货可以合箱，但只能选择可收带电物品的渠道。</li></ul>
<p>打包后仓库会称重、量尺寸并上传照片，确认后再付款。</p>`,
    ],
    [
      'Consolidation and packing',
      `<p>Consolidation puts several parcels into one box, so the first-weight price is paid once: usually 30–60 % cheaper than shipping them separately.</p>
<ul><li>Removing shoe boxes and retail packaging lowers the volumetric weight.</li><li>For fragile items choose "Reinforced packing" or "Bubble wrap".</li>
<li>Items with batteries may be packed with general goods, but only methods accepting batteries can then be chosen.</li></ul>
<p>After packing, the warehouse weighs and measures the box and uploads photos before you pay.</p>`,
    ],
  );

  const shippingNotes = art(
    gettingStarted.id,
    [
      '集运须知',
      `<p>使用 ${brandZh} 集运前请阅读：</p>
<ol><li>请如实申报物品名称和价值，虚假申报造成的扣关、罚款由用户承担。</li>
<li>运费按实际重量与体积重中较大者计费，详见<a href="/help/help-center">新手指南</a>。</li>
<li>各国海关政策不同，关税和进口税由收件人承担。</li>
<li>禁运物品一经发现将退回或销毁，不予赔付。</li></ol>`,
    ],
    [
      'Shipping notes',
      `<p>Before shipping with ${brand}, please read:</p>
<ol><li>Declare item names and values truthfully. Holds and fines caused by false declarations are the customer's responsibility.</li>
<li>Fees are charged on the greater of the actual and the volumetric weight.</li>
<li>Customs rules differ by country; duties and import taxes are paid by the recipient.</li>
<li>Prohibited items are returned or destroyed and are not compensated.</li></ol>`,
    ],
  );

  const volumetricArticle = art(
    volumetric.id,
    [
      '体积重如何计算',
      `<p>航空和快递公司按「计费重量」收费：实际重量和体积重取较大者。</p>
<p><strong>体积重（kg）= 长 × 宽 × 高（cm）÷ 体积系数</strong>，空运专线系数为 6000，国际快递为 5000。</p>
<p>例：箱子 50 × 40 × 30 cm，实重 6 kg。空运体积重 = 60000 ÷ 6000 = 10 kg，按 10 kg 计费；国际快递体积重 = 12 kg。</p>
<p>计费重量超过首重的部分按续重单位（如 0.5 kg）向上取整：10.2 kg 按 10.5 kg 计费，正好 10.0 kg 不进位。</p>`,
    ],
    [
      'How volumetric weight is calculated',
      `<p>Carriers charge the "chargeable weight": the greater of the actual weight and the volumetric weight.</p>
<p><strong>Volumetric weight (kg) = length × width × height (cm) ÷ divisor</strong>; the divisor is 6000 for air lines and 5000 for express.</p>
<p>Example: a 50 × 40 × 30 cm box weighing 6 kg. Air volumetric weight = 60,000 ÷ 6000 = 10 kg, so 10 kg is charged; express volumetric weight = 12 kg.</p>
<p>Weight above the first weight is rounded UP to whole steps (e.g. 0.5 kg): 10.2 kg is charged as 10.5 kg, exactly 10.0 kg stays 10.0 kg.</p>`,
    ],
  );
  volumetric.showArticleId = volumetricArticle.id;

  const feeRules = art(
    fees.id,
    [
      '运费计费规则',
      `<p>运费 = 首重价格 + 续重单位数 × 续重单价 + 附加费。</p>
<ul><li>首重：每个渠道的起步重量（如 0.5 kg），不足首重按首重计。</li>
<li>续重：超出首重的部分按续重单位向上取整。</li>
<li>附加费：部分渠道收取燃油附加费（运费的百分比）和操作费（固定金额，单位 ${sym}）。</li></ul>
<p>不同目的地分区价格不同，以运费估算结果为准。</p>`,
    ],
    [
      'How shipping fees are charged',
      `<p>Fee = first-weight price + additional steps × step price + surcharges.</p>
<ul><li>First weight: the starting weight of a method (e.g. 0.5 kg); anything lighter is charged as the first weight.</li>
<li>Additional weight: the part above the first weight, rounded up to whole steps.</li>
<li>Surcharges: some methods add a fuel surcharge (a percentage of the freight) and a handling fee (a fixed amount in ${sym}).</li></ul>
<p>Prices differ by destination zone; the fee calculator shows the exact figure.</p>`,
    ],
  );

  const transit = art(
    fees.id,
    [
      '各渠道时效参考',
      `<table><thead><tr><th>渠道</th><th>时效（工作日）</th></tr></thead><tbody>
<tr><td>DHL 国际快递</td><td>3–5</td></tr><tr><td>空运普货专线</td><td>7–12</td></tr><tr><td>空运带电专线</td><td>10–15</td></tr>
<tr><td>中欧铁路专线</td><td>18–25</td></tr><tr><td>海运经济线</td><td>25–40</td></tr></tbody></table>
<p>时效自出库起计算，不含清关查验和节假日。</p>`,
    ],
    [
      'Transit times by method',
      `<table><thead><tr><th>Method</th><th>Working days</th></tr></thead><tbody>
<tr><td>DHL Express</td><td>3–5</td></tr><tr><td>Air standard line</td><td>7–12</td></tr><tr><td>Air battery line</td><td>10–15</td></tr>
<tr><td>China–Europe rail line</td><td>18–25</td></tr><tr><td>Sea economy line</td><td>25–40</td></tr></tbody></table>
<p>Times count from dispatch and exclude customs inspections and public holidays.</p>`,
    ],
  );

  const prohibited = art(
    help.id,
    [
      '禁运与限运物品',
      `<p><strong>禁运物品</strong>（任何渠道均不可寄）：</p>
<ul><li>枪支弹药、管制刀具、易燃易爆品（打火机、火柴、喷雾罐）</li><li>毒品、麻醉药品、处方药</li><li>现金、有价证券、贵金属</li><li>活体动植物、生鲜肉类</li><li>仿冒品、侵权商品</li></ul>
<p><strong>限运物品</strong>（只能走指定渠道）：内置电池的电子产品、液体膏体（单瓶 ≤ 500ml）、粉末、化妆品、食品。</p>`,
    ],
    [
      'Prohibited and restricted items',
      `<p><strong>Prohibited</strong> (no method accepts them):</p>
<ul><li>Weapons, ammunition, controlled knives, flammables and explosives (lighters, matches, aerosols)</li><li>Narcotics and prescription medicine</li><li>Cash, securities and precious metals</li><li>Live animals and plants, fresh meat</li><li>Counterfeit and infringing goods</li></ul>
<p><strong>Restricted</strong> (only on designated methods): electronics with built-in batteries, liquids and pastes (≤ 500 ml per bottle), powders, cosmetics and food.</p>`,
    ],
  );

  const customs = art(
    help.id,
    [
      '清关与关税说明',
      `<p>包裹到达目的国后需要清关。请注意：</p>
<ul><li>申报价值应与实际价值相符，低报可能被海关查验、罚款或退运。</li>
<li>各国免税额度不同（以目的国海关最新政策为准），欧盟、英国对进口商品征收增值税。</li>
<li>关税和税费由收件人承担；如被海关要求补充资料，请在 3 个工作日内提供。</li></ul>`,
    ],
    [
      'Customs and duties',
      `<p>Every parcel is cleared through customs in the destination country. Please note:</p>
<ul><li>The declared value must match the real value; under-declaring can lead to inspection, fines or return.</li>
<li>Duty-free allowances differ by country (check the current rules); the EU and the UK charge VAT on imports.</li>
<li>Duties and taxes are paid by the recipient. If customs asks for documents, please provide them within 3 working days.</li></ul>`,
    ],
  );

  const claims = art(
    claimsCat.id,
    [
      '保险与理赔说明',
      `<p>建议为贵重物品购买<strong>保价服务</strong>（申报价值的 3%，设最低收费，以增值服务价格为准）。</p>
<ul><li>已保价：丢失或破损按申报价值赔付，并退还运费。</li><li>未保价：丢失按运费的 3 倍赔付，最高不超过申报价值。</li>
<li>请在签收后 7 天内提交理赔申请，并提供外箱和物品照片。</li></ul>`,
    ],
    [
      'Insurance and claims',
      `<p>We recommend the <strong>insurance service</strong> for valuable items (3 % of the declared value, minimum applies).</p>
<ul><li>Insured: loss or damage is refunded at the declared value, shipping fee included.</li><li>Not insured: a loss is compensated at 3 times the shipping fee, at most the declared value.</li>
<li>File a claim within 7 days of delivery with photos of the box and the items.</li></ul>`,
    ],
  );
  claimsCat.showArticleId = claims.id;

  const problemParcels = art(
    help.id,
    [
      '包裹异常怎么办',
      `<p>常见异常及处理：</p>
<ul><li><strong>无主件</strong>：面单上没有会员编号、也无法按预报匹配的包裹，等待仓库核对。请预报它的快递单号认领，仓库核对无误、批准后归入您的包裹。</li>
<li><strong>破损到仓</strong>：仓库会拍照通知您，可申请退货给商家。</li>
<li><strong>违禁品</strong>：无法发出，可选择退回商家或销毁。</li></ul>`,
    ],
    [
      'What if a parcel has a problem',
      `<p>Common problems and what to do:</p>
<ul><li><strong>Unclaimed</strong>: no member code on the label and no single forecast to match it, so it waits for the warehouse’s check. Forecast its tracking number to claim it; staff approve the claim once it matches, and the parcel becomes yours.</li>
<li><strong>Arrived damaged</strong>: the warehouse sends you photos; you can return it to the seller.</li>
<li><strong>Prohibited item</strong>: it cannot be shipped; choose to return it to the seller or have it destroyed.</li></ul>`,
    ],
  );

  const securityArticle = art(
    null,
    [SECURITY_TEST_TITLE.zh, `<p>本文包含经典 XSS 载荷，用于验证网站渲染时的清洗。</p>\n${xssHtml()}`],
    [SECURITY_TEST_TITLE.en, `<p>This article holds classic XSS payloads to prove the site sanitizes on render.</p>\n${xssHtml()}`],
  );

  const allArticles = [
    quickGuide,
    beforeRegister,
    accountSecurity,
    warehouseAddress,
    forecast,
    consolidation,
    shippingNotes,
    volumetricArticle,
    feeRules,
    transit,
    prohibited,
    customs,
    claims,
    problemParcels,
    securityArticle,
  ];
  await tx.insert(articleCategories).values(cats.map((c) => ({ ...c, showArticleId: null })));
  await tx.insert(articles).values(
    allArticles.map((a, i) => ({
      id: a.id,
      tenantId,
      categoryId: a.categoryId,
      titleZh: a.zh[0],
      contentZh: a.zh[1],
      titleEn: a.en[0],
      contentEn: a.en[1],
      sort: (i + 1) * 10,
      publishedAt: ago(60 - i * 3),
    })),
  );
  // showArticleId is set once the articles exist.
  for (const c of cats.filter((x) => x.showArticleId)) {
    await tx.update(articleCategories).set({ showArticleId: c.showArticleId }).where(eq(articleCategories.id, c.id));
  }

  // ---------- announcements ----------
  type N = [zh: [string, string], en: [string, string], days: number, isTop: boolean, showOnIndex: boolean];
  const ann: N[] = [
    [
      [
        '春节期间仓库发货安排',
        '<p>春节期间（2 月 8 日–2 月 17 日）仓库暂停打包发货，期间到仓包裹正常签收入库，2 月 18 日起按提交顺序依次处理。请提前安排购物和合箱。</p>',
      ],
      [
        'Warehouse schedule over Chinese New Year',
        '<p>From 8 to 17 February the warehouse does not pack or dispatch. Parcels arriving during the holiday are still received and checked in; from 18 February waybills are processed in the order they were submitted. Please plan ahead.</p>',
      ],
      2,
      true,
      true,
    ],
    [
      ['新增中欧铁路专线', '<p>即日起开通<strong>中欧铁路专线</strong>，18–25 个工作日送达欧洲主要国家，价格约为空运的 60%，适合 5kg 以上的包裹。</p>'],
      [
        'New China–Europe rail line',
        '<p>Our new <strong>rail line</strong> reaches the main European countries in 18–25 working days at about 60 % of the air price — ideal for parcels above 5 kg.</p>',
      ],
      6,
      false,
      true,
    ],
    [
      ['燃油附加费调整通知', '<p>受国际油价影响，自下月 1 日起空运渠道燃油附加费调整为运费的 12.5%，国际快递调整为 18%。海运、铁路渠道不收燃油附加费。</p>'],
      [
        'Fuel surcharge update',
        '<p>From the 1st of next month the fuel surcharge is 12.5 % of the freight on air lines and 18 % on express. Sea and rail lines have no fuel surcharge.</p>',
      ],
      12,
      false,
      false,
    ],
    [
      ['仓库地址变更提醒', `<p>仓库已搬迁至新地址：${warehouseZh}。旧地址包裹将继续转寄 30 天，请尽快在电商平台更新收货地址。</p>`],
      [
        'Warehouse address change',
        `<p>Our warehouse has moved to: ${warehouseEn}. Parcels sent to the old address are forwarded for 30 more days; please update your saved addresses.</p>`,
      ],
      20,
      false,
      false,
    ],
    [
      ['带电物品寄送规则更新', '<p>内置电池的耳机、手表等物品请在预报时勾选「带电」，并选择空运带电专线。单独的锂电池和充电宝不予收寄。</p>'],
      [
        'Shipping items with batteries',
        '<p>When forecasting earphones, watches and other items with built-in batteries, tick "battery" and choose the Air battery line. Loose lithium batteries and power banks are not accepted.</p>',
      ],
      30,
      false,
      false,
    ],
    [
      ['系统维护通知', '<p>本周六 02:00–04:00 进行系统维护，期间网站和 App 可能无法访问，包裹入库和发货不受影响。</p>'],
      [
        'Scheduled maintenance',
        '<p>This Saturday from 02:00 to 04:00 the site and the app may be unavailable for maintenance. Receiving and dispatching parcels are not affected.</p>',
      ],
      45,
      false,
      false,
    ],
    [
      [SECURITY_TEST_TITLE.zh, `<p>公告中的 XSS 载荷（网站应清洗）：</p>\n${xssHtml(XSS_SUBSET)}`],
      [SECURITY_TEST_TITLE.en, `<p>XSS payloads in an announcement (the site must sanitize):</p>\n${xssHtml(XSS_SUBSET)}`],
      90,
      false,
      false,
    ],
  ];
  const annRows = ann.map(([zh, en, days, isTop, showOnIndex], i) => ({
    id: newId('AN'),
    tenantId,
    titleZh: zh[0],
    contentZh: zh[1],
    titleEn: en[0],
    contentEn: en[1],
    publishedAt: ago(days),
    isTop,
    showOnIndex,
    sort: (i + 1) * 10,
  }));
  await tx.insert(announcements).values(annRows);

  // ---------- FAQ ----------
  type Q = [catZh: string, catEn: string, qZh: string, aZh: string, qEn: string, aEn: string];
  const faq: Q[] = [
    [
      '入门',
      'Getting started',
      '什么是集运？',
      '<p>集运就是把您在不同商家购买的包裹先寄到我们的国内仓库，合并成一箱后再寄往海外，节省国际运费。</p>',
      'What is parcel forwarding?',
      '<p>You ship purchases from different sellers to our warehouse in China; we combine them into one box and send it abroad, saving on international shipping.</p>',
    ],
    [
      '入门',
      'Getting started',
      '会员编号在哪里查看？',
      '<p>登录后在「个人中心」顶部可以看到会员编号，填写仓库地址时请放在收件人姓名后面。</p>',
      'Where do I find my member code?',
      '<p>It is shown at the top of your personal center after you sign in. Put it after the recipient name in the warehouse address.</p>',
    ],
    [
      '包裹',
      'Parcels',
      '包裹多久能入库？',
      '<p>预报过的包裹到仓后通常 24 小时内入库；未预报的包裹需人工匹配，可能需要 2–3 天。</p>',
      'How long until my parcel is checked in?',
      '<p>Forecast parcels are usually in stock within 24 hours of arrival; parcels that were not forecast are matched by hand and may take 2–3 days.</p>',
    ],
    [
      '包裹',
      'Parcels',
      '包裹可以免费存放多久？',
      '<p>入库后免费存放 30 天，超期后每件每天收取少量仓储费，超过 90 天未处理的包裹将按无主件处理。</p>',
      'How long is storage free?',
      '<p>30 days after check-in. After that a small daily fee per parcel applies; parcels left for more than 90 days are treated as abandoned.</p>',
    ],
    [
      '运费',
      'Fees',
      '体积重是什么？',
      '<p>体积重 = 长 × 宽 × 高（cm）÷ 体积系数（空运 6000，快递 5000）。运费按实际重量和体积重中较大者计算。</p>',
      'What is volumetric weight?',
      '<p>Volumetric weight = length × width × height (cm) ÷ divisor (6000 for air, 5000 for express). The fee uses the greater of the actual and the volumetric weight.</p>',
    ],
    [
      '运费',
      'Fees',
      '为什么实际运费和估算不一样？',
      '<p>估算按您填写的重量和尺寸计算，实际运费以仓库打包后的称重和测量结果为准，合箱去包装后通常会更低。</p>',
      'Why does the final fee differ from the estimate?',
      "<p>The estimate uses the weight and size you enter; the final fee uses the warehouse's measurements after packing, which are often lower once packaging is removed.</p>",
    ],
    [
      '运费',
      'Fees',
      '支持哪些付款方式？',
      '<p>支持账户余额、微信、支付宝、PayPal 和银行卡充值付款，余额不足时可先充值。</p>',
      'How can I pay?',
      '<p>With your wallet balance, topped up by WeChat Pay, Alipay, PayPal or bank card.</p>',
    ],
    [
      '禁运',
      'Restrictions',
      '可以寄电池或充电宝吗？',
      '<p>内置电池的电子产品可以走空运带电专线；单独的锂电池和充电宝不能寄送。</p>',
      'Can I ship batteries or power banks?',
      '<p>Electronics with built-in batteries can go on the Air battery line; loose lithium batteries and power banks cannot be shipped.</p>',
    ],
    [
      '禁运',
      'Restrictions',
      '可以寄化妆品和液体吗？',
      '<p>可以，但需选择支持液体/化妆品的渠道（如海运经济线），单瓶液体不超过 500ml，并做好密封。</p>',
      'Can I ship cosmetics and liquids?',
      '<p>Yes, on methods accepting them (such as the Sea economy line). Each bottle must be at most 500 ml and sealed.</p>',
    ],
    [
      '清关',
      'Customs',
      '需要我支付关税吗？',
      '<p>关税和进口税由收件人承担，金额取决于目的国政策和申报价值。请如实申报。</p>',
      'Do I pay import duties?',
      '<p>Duties and import taxes are paid by the recipient; they depend on the destination country and the declared value. Please declare truthfully.</p>',
    ],
    [
      '售后',
      'After sales',
      '包裹丢失或破损怎么办？',
      '<p>请在签收后 7 天内联系客服并提供照片。已购买保价的按申报价值赔付，未保价按运费 3 倍赔付。</p>',
      'What if my parcel is lost or damaged?',
      '<p>Contact customer service within 7 days of delivery with photos. Insured parcels are refunded at the declared value; uninsured ones at 3 times the shipping fee.</p>',
    ],
    [
      '售后',
      'After sales',
      '如何查询物流轨迹？',
      '<p>在「我的运单」中点击运单即可查看轨迹；发出后也可以用转单号在承运商官网查询。</p>',
      'How do I track my shipment?',
      '<p>Open the waybill under "My waybills" to see every step; once dispatched you can also use the carrier number on the carrier\'s site.</p>',
    ],
    [
      SECURITY_TEST_TITLE.zh,
      SECURITY_TEST_TITLE.en,
      '安全测试：这个回答包含 XSS 载荷吗？',
      `<p>是的（网站应清洗）：</p>\n${xssHtml(XSS_SUBSET)}`,
      'Security test: does this answer hold XSS payloads?',
      `<p>Yes (the site must sanitize):</p>\n${xssHtml(XSS_SUBSET)}`,
    ],
  ];
  await tx.insert(faqs).values(
    faq.map(([cZh, cEn, qZh, aZh, qEn, aEn], i) => ({
      id: newId('FAQ'),
      tenantId,
      categoryZh: cZh,
      categoryEn: cEn,
      questionZh: qZh,
      answerZh: aZh,
      questionEn: qEn,
      answerEn: aEn,
      sort: (i + 1) * 10,
    })),
  );

  // ---------- page-content items ----------
  type P = {
    position: number;
    key?: string | null;
    zh: [string, string];
    en: [string, string];
    image?: string;
    link?: [number, string, number?];
  };
  /** Large home image n (1–3): its block, its picture and where it links. */
  const homeImage = (n: 1 | 2 | 3, zh: P['zh'], en: P['en'], link: P['link']): P => ({
    position: PagePosition.Index,
    key: ContentBlockKey[`HOME_LARGE_IMAGE_${n}`],
    zh,
    en,
    image: `/demo/banners/home-${n}.svg`,
    link,
  });
  const pcs: P[] = [
    {
      position: PagePosition.Banner,
      key: ContentBlockKey.BANNER,
      zh: ['全球集运，一箱到家', '<p>合箱省运费，专属仓库地址，全程追踪。</p>'],
      en: ['Ship the world in one box', '<p>Consolidate to save, your own warehouse address, tracking all the way.</p>'],
      image: banner('banner-1.svg'),
      link: [LinkType.PAGE, PageKey.SHIP_FOR_ME_HOME],
    },
    {
      position: PagePosition.Index,
      key: ContentBlockKey.OUR_SERVICES,
      zh: [
        '我们的服务',
        `<ul><li><strong>专属仓库</strong>：免费收货，30 天免费仓储</li><li><strong>合箱打包</strong>：去包装、加固，省运费</li><li><strong>多种渠道</strong>：空运、海运、铁路、国际快递</li><li><strong>保价理赔</strong>：丢失破损按申报价值赔付</li></ul>`,
      ],
      en: [
        'Our services',
        `<ul><li><strong>Your own warehouse</strong>: free receiving, 30 days of free storage</li><li><strong>Consolidation</strong>: repacking and reinforcing to save on fees</li><li><strong>Many methods</strong>: air, sea, rail and express</li><li><strong>Insurance</strong>: loss or damage refunded at the declared value</li></ul>`,
      ],
    },
    {
      position: PagePosition.Index,
      key: ContentBlockKey.ABOUT_US,
      zh: ['关于我们', `<p>${brandZh} 专注跨境集运十年，自营深圳仓库 8000 平方米，服务 20 多个国家和地区的海外华人和跨境买家。</p>`],
      en: [
        'About us',
        `<p>${brand} has forwarded parcels for ten years from its own 8,000 m² warehouse in Shenzhen, serving buyers in more than 20 countries and regions.</p>`,
      ],
      link: [LinkType.ARTICLE, quickGuide.id],
    },
    homeImage(
      1,
      ['专属仓库地址', '<p>注册即得专属收货地址，国内网购直接寄仓。</p>'],
      ['Your own warehouse address', '<p>Sign up and get an address in China for all your online shopping.</p>'],
      [LinkType.PAGE, PageKey.WAREHOUSE_ADDRESS],
    ),
    homeImage(
      2,
      ['拍照验货与加固包装', '<p>入库拍照、去鞋盒、加固包装，安心又省钱。</p>'],
      ['Photo check and repacking', '<p>Photos on arrival, shoe boxes removed, reinforced packing.</p>'],
      [LinkType.ARTICLE, consolidation.id],
    ),
    homeImage(
      3,
      ['全程物流追踪', '<p>从入库到签收，每一步都看得见。</p>'],
      ['Track every step', '<p>From check-in to delivery, every step is visible.</p>'],
      [LinkType.PAGE, PageKey.TRACKING],
    ),
    {
      position: PagePosition.PlaceOrder,
      zh: [
        '提交运单前请确认',
        '<ul><li>已勾选需要合箱的全部包裹</li><li>收货地址、电话填写完整</li><li>带电、液体物品已选择对应渠道</li><li>贵重物品建议购买保价</li></ul>',
      ],
      en: [
        'Before submitting a waybill',
        '<ul><li>All parcels to combine are selected</li><li>The delivery address and phone are complete</li><li>Items with batteries or liquids use a method that accepts them</li><li>Insurance is recommended for valuable items</li></ul>',
      ],
    },
    {
      position: PagePosition.ServiceProcess,
      zh: [
        '服务流程',
        '<ol><li>注册获取仓库地址</li><li>网购寄仓并预报</li><li>入库验货</li><li>合箱提交运单</li><li>打包称重付款</li><li>发货追踪签收</li></ol>',
      ],
      en: [
        'How it works',
        '<ol><li>Sign up and get your warehouse address</li><li>Shop and forecast your parcels</li><li>We receive and check them</li><li>Combine them into a waybill</li><li>We pack, weigh and you pay</li><li>We ship, you track, you receive</li></ol>',
      ],
    },
    {
      position: PagePosition.MyService,
      zh: ['我的专属服务', `<p>您的专属客服工作时间：周一至周六 9:00–18:00（北京时间）。电话 0755-2888 0000，邮箱 service@${site.domain}。</p>`],
      en: [
        'Your personal service',
        `<p>Your customer service contact works Monday to Saturday, 9:00–18:00 (Beijing time). Phone +86 755 2888 0000, email service@${site.domain}.</p>`,
      ],
    },
    {
      position: PagePosition.AboutUs,
      zh: ['公司简介', `<p>${site.companyName} 成立于 2015 年，提供国际集运、转运和海外仓服务。我们的使命是让跨境购物像国内购物一样简单。</p>`],
      en: [
        'Company profile',
        `<p>${site.companyName}, founded in 2015, provides international forwarding, transhipment and overseas warehousing. Our mission: make cross-border shopping as easy as shopping at home.</p>`,
      ],
    },
    {
      position: PagePosition.TermsOfService,
      zh: [
        '服务条款',
        `<h3>1. 服务内容</h3><p>${brandZh} 为用户提供包裹代收、合箱、国际运输代理服务。</p><h3>2. 用户义务</h3><p>用户应如实申报物品，不得寄送禁运物品。</p><h3>3. 费用</h3><p>运费以仓库称重结果为准，付款后安排发货。</p><h3>4. 赔偿</h3><p>按《保险与理赔说明》执行。</p>`,
      ],
      en: [
        'Terms of Service',
        `<h3>1. Service</h3><p>${brand} receives, consolidates and forwards parcels internationally on your behalf.</p><h3>2. Your duties</h3><p>Declare items truthfully and do not ship prohibited items.</p><h3>3. Fees</h3><p>Fees follow the warehouse's weighing; parcels ship after payment.</p><h3>4. Compensation</h3><p>As described in "Insurance and claims".</p>`,
      ],
    },
    {
      position: PagePosition.Register,
      zh: ['注册即享', '<ul><li>专属仓库地址</li><li>30 天免费仓储</li><li>新人运费优惠券</li></ul>'],
      en: ['Sign up and get', '<ul><li>Your own warehouse address</li><li>30 days of free storage</li><li>A welcome shipping coupon</li></ul>'],
      image: '/demo/banners/home-1.svg',
    },
    {
      position: PagePosition.Login,
      zh: ['欢迎回来', '<p>登录查看包裹状态、提交运单和充值。</p>'],
      en: ['Welcome back', '<p>Sign in to see your parcels, submit waybills and top up.</p>'],
      image: banner('banner-2.svg'),
    },
    {
      position: PagePosition.AboutUs,
      key: SECURITY_TEST_BLOCK_KEY,
      zh: [SECURITY_TEST_TITLE.zh, xssHtml(XSS_SUBSET)],
      en: [SECURITY_TEST_TITLE.en, xssHtml(XSS_SUBSET)],
    },
  ];
  await tx.insert(pageContentItems).values(
    pcs.map((p, i) => ({
      id: newId('PC'),
      tenantId,
      position: p.position,
      blockKey: p.key ?? null,
      titleZh: p.zh[0],
      contentZh: p.zh[1],
      titleEn: p.en[0],
      contentEn: p.en[1],
      imageUrl: p.image ?? null,
      linkType: p.link?.[0] ?? null,
      linkSourceValue: p.link?.[1] ?? null,
      extenalUrlTarget: p.link?.[2] ?? LinkTarget.Self,
      sort: p.key === SECURITY_TEST_BLOCK_KEY ? 999 : (i + 1) * 10,
    })),
  );

  // ---------- banners (home carousel: space type Banner 1) ----------
  const carousel: [file: string, titleZh: string, titleEn: string, linkType: number, linkSourceValue: string][] = [
    ['banner-1.svg', '合箱集运，一箱到家', 'Consolidate and save', LinkType.ARTICLE, consolidation.id],
    ['banner-2.svg', '空运、海运、铁路、快递任选', 'Air, sea, rail or express', LinkType.PAGE, PageKey.SHIPPING_FEE],
    ['banner-3.svg', '先估运费，再下单', 'Know your fee first', LinkType.PAGE, PageKey.SHIPPING_FEE_CALCULATION],
  ];
  await tx.insert(banners).values(
    carousel.map(([file, titleZh, titleEn, linkType, linkSourceValue], i) => ({
      id: newId('BN'),
      tenantId,
      spaceType: PagePosition.Banner,
      imageUrl: banner(file),
      titleZh,
      titleEn,
      linkType,
      linkSourceValue,
      extenalUrlTarget: LinkTarget.Self,
      sort: (i + 1) * 10,
    })),
  );

  return {
    articles: {
      shippingNotes: shippingNotes.id,
      beforeRegister: beforeRegister.id,
      prohibited: prohibited.id,
      claims: claims.id,
      quickGuide: quickGuide.id,
    },
    categories: { gettingStarted: gettingStarted.id, feesAndTimes: fees.id, helpSupport: help.id },
    announcement: annRows[0].id,
  };
}
