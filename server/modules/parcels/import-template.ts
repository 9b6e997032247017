// The parcel import template (GET /u/ship-for-me/parcel/import-template): the headers in the page's language,
// one example row made of the member's tenant's own data (so it imports as it is), and a codes sheet listing
// the warehouses, carriers and goods types the columns accept.
import type { Locale } from '../../../lib/contract/constants.ts';
import type { Db } from '../../db/client.ts';
import { t } from '../../i18n.ts';
import { localName, localized } from '../../kernel/localized.ts';
import { templateWorkbook } from '../import/index.ts';
import { INBOUND_CARRIERS } from './carriers.ts';
import { loadImportRefs, PARCEL_IMPORT } from './import.ts';

/** The example's tracking number: valid, and unlikely to be anyone's real parcel. */
export const EXAMPLE_TRACKING_NUMBER = 'SF0000000001';

export async function parcelImportTemplate(db: Db, tenantId: string, locale: Locale, currency: string): Promise<{ bytes: Buffer; fileName: string }> {
  const refs = await loadImportRefs(db, tenantId);
  const house = refs.warehouses.find((w) => w.isDefault) ?? refs.warehouses[0];
  const type = refs.goodsTypes[0];
  const carrier = INBOUND_CARRIERS[0];
  const bytes = await templateWorkbook(PARCEL_IMPORT, locale, {
    numeric: ['quantity', 'unitValue'],
    example: {
      warehouse: house ? localName(locale, house) : '',
      trackingNumber: EXAMPLE_TRACKING_NUMBER,
      carrier: localized(locale, carrier.nameZh, carrier.nameEn),
      goodsName: t(locale, 'parcelImportExampleGoods'),
      goodsType: type ? localName(locale, type) : '',
      quantity: '2',
      unitValue: '59.9',
      currency,
      insurance: localized(locale, '否', 'no'),
      remark: t(locale, 'parcelImportExampleRemark'),
    },
    codeLists: [
      {
        title: t(locale, 'parcelImportCodesWarehouses'),
        items: refs.warehouses.map((w) => ({ code: w.id, nameZh: w.nameZh, nameEn: w.nameEn })),
      },
      {
        title: t(locale, 'parcelImportCodesCarriers'),
        items: INBOUND_CARRIERS.map((c) => ({ code: c.code, nameZh: c.nameZh, nameEn: c.nameEn })),
      },
      {
        title: t(locale, 'parcelImportCodesGoodsTypes'),
        items: refs.goodsTypes.map((g) => ({ code: g.code, nameZh: g.nameZh, nameEn: g.nameEn })),
      },
    ],
  });
  return { bytes, fileName: `${t(locale, 'parcelImportFileName')}.xlsx` };
}
