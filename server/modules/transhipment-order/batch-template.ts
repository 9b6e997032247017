// The transhipment-order template (GET /u/order/getUploadTemplate): the headers in the page's language, one
// example row made of the tenant's own data (its first warehouse and goods type, a method that carries them
// to the US address of the example) so it checks clean as it is, and a codes sheet listing what the columns accept.
import type { Locale } from '../../../lib/contract/constants.ts';
import type { Db } from '../../db/client.ts';
import { t } from '../../i18n.ts';
import { methodBlocks, methodTo } from '../combined-order/index.ts';
import { templateWorkbook } from '../import/index.ts';
import { INBOUND_CARRIERS } from '../parcels/index.ts';
import { TRANSHIPMENT_BATCH } from './batch-definition.ts';
import { loadBatchRefs } from './batch-rows.ts';

/** The example's tracking number: valid, and unlikely to be anyone's real parcel. */
export const EXAMPLE_TRACKING_NUMBER = 'TS0000000001';

/** The example's destination: an address in the US. */
export const EXAMPLE_ADDRESS = {
  recipientName: 'Jane Doe',
  phoneCode: '1',
  phone: '4155550100',
  countryCode: 'US',
  city: 'San Francisco',
  address: '1 Market St',
  postcode: '94105',
} as const;
const EXAMPLE_WEIGHT = '1.5';

export async function transhipmentTemplate(db: Db, tenantId: string, locale: Locale, currency: string): Promise<{ bytes: Buffer; fileName: string }> {
  const refs = await loadBatchRefs(db, tenantId, currency, locale);
  const house = refs.warehouses[0];
  const type = refs.goodsTypes[0];
  const carrier = INBOUND_CARRIERS[0];
  const parcel = {
    weightGrams: Number(EXAMPLE_WEIGHT) * 1000,
    lengthCm: null,
    widthCm: null,
    heightCm: null,
    declaredValue: 5990,
    currency,
    isInsurance: false,
    goodsTypeIds: type ? [type.id] : [],
    services: [],
  };
  const to = { countryCode: EXAMPLE_ADDRESS.countryCode, regionId: null };
  const carries = (m: (typeof refs.catalog.methods)[number]) => methodBlocks(m, methodTo(refs.catalog, m.id, to).rate, [parcel]).length === 0;
  const method = refs.catalog.methods.find(carries) ?? refs.catalog.methods[0];
  const bytes = await templateWorkbook(TRANSHIPMENT_BATCH, locale, {
    numeric: ['quantity', 'unitValue', 'estimatedWeight'],
    example: {
      ...EXAMPLE_ADDRESS,
      estimatedWeight: EXAMPLE_WEIGHT,
      warehouse: house?.id ?? '',
      trackingNumber: EXAMPLE_TRACKING_NUMBER,
      carrier: carrier.code,
      goodsName: t(locale, 'transhipmentExampleGoods'),
      goodsType: type?.code ?? '',
      quantity: '1',
      unitValue: '59.9',
      method: method?.code ?? '',
      remark: t(locale, 'transhipmentExampleRemark'),
    },
    codeLists: [
      {
        title: t(locale, 'transhipmentCodesWarehouses'),
        items: refs.warehouses.map((w) => ({ code: w.id, nameZh: w.nameZh, nameEn: w.nameEn })),
      },
      {
        title: t(locale, 'transhipmentCodesGoodsTypes'),
        items: refs.goodsTypes.map((g) => ({ code: g.code, nameZh: g.nameZh, nameEn: g.nameEn })),
      },
      {
        title: t(locale, 'transhipmentCodesMethods'),
        items: refs.catalog.methods.map((m) => ({ code: m.code, nameZh: m.nameZh, nameEn: m.nameEn })),
      },
      {
        title: t(locale, 'transhipmentCodesCountries'),
        items: refs.countries.map((c) => ({ code: c.code, nameZh: c.nameZh, nameEn: c.nameEn })),
      },
      {
        title: t(locale, 'transhipmentCodesCarriers'),
        items: INBOUND_CARRIERS.map((c) => ({ code: c.code, nameZh: c.nameZh, nameEn: c.nameEn })),
      },
    ],
  });
  return { bytes, fileName: `${t(locale, 'transhipmentTemplateFileName')}.xlsx` };
}
