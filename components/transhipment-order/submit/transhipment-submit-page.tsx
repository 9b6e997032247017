import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { listAddresses } from '@/lib/api/address';
import { orNull } from '@/lib/api/client';
import { getTranshipmentEditValues, getTranshipmentOrder, listTranshipmentParcels, type TranshipmentOrderDetail } from '@/lib/api/transhipment-order';
import type { Locale } from '@/lib/contract/constants';
import { Link } from '@/lib/i18n/navigation';
import { firstQueryValue } from '@/components/pages/page-params';
import type { SearchParams } from '@/lib/site/search-params';
import { ScopedIntlProvider } from '@/components/layout/scoped-intl-provider';
import { settle } from '@/lib/server-data/loaded';
import { buttonClassName } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageFrame } from '@/components/ui/page-frame';
import { userApi } from '@/lib/server-data/user-api';
import { submitContext } from '@/components/combined-order/submit/submit-context';
import styles from '@/components/ui/form/order-form.module.css';
import { LazyTranshipmentForm } from './lazy-transhipment-form';
import { TRANSHIPMENT_SUBMIT_NAMESPACES } from './transhipment-values';
import { transhipmentHref, TRANSHIPMENT_PAGES, UPLOAD_HREF } from '@/components/transhipment-order/labels';

interface TranshipmentSubmitPageProps {
  locale: Locale;
  site: string;
  /** `?view=new[&parcelId=P…]` or `?view=edit&id=L…`. */
  search: SearchParams;
}

/** Addresses read for the choice (the address book is small; the default comes first). */
const ADDRESS_PAGE = { maxResultCount: 100, skipCount: 0 };

const addressLine = ({ address }: TranshipmentOrderDetail) =>
  [address.recipientName, address.addressLine1, address.addressLine2, address.city, address.regionName, address.countryName, address.postcode]
    .filter(Boolean)
    .join(', ');

/**
 * /user/order-detail?view=new|edit: the parcels that can be forwarded (or the order being changed, its
 * values and parcel) and the address book are read on the server; the choices, the live quote and the
 * submit are a client island. No parcel to forward: the way to forecast one. An order past changing: a
 * notice and the way back to it.
 */
export async function TranshipmentSubmitPage({ locale, site, search }: TranshipmentSubmitPageProps) {
  const id = firstQueryValue(search.id);
  const editing = firstQueryValue(search.view) === 'edit';
  if (editing && !id) notFound();
  const parcelId = firstQueryValue(search.parcelId);
  const self = editing
    ? `${TRANSHIPMENT_PAGES.list}?view=edit&id=${encodeURIComponent(id)}`
    : `${TRANSHIPMENT_PAGES.list}?view=new${parcelId ? `&parcelId=${encodeURIComponent(parcelId)}` : ''}`;
  const api = await userApi(locale, site, self);
  const [ctx, t] = await Promise.all([submitContext(locale, site), getTranslations({ locale, namespace: 'transhipmentOrderSubmit' })]);
  const back = (
    <Link href={transhipmentHref(id)} className={buttonClassName('default')}>
      {t('links.backToOrder')}
    </Link>
  );
  const frame = (body: ReactNode) => (
    <PageFrame
      id="transhipment-submit"
      title={editing ? t('title.edit', { id }) : t('title.new')}
      subtitle={editing ? t('intro.edit') : t('intro.new')}
      extra={
        editing ? null : (
          <Link href={UPLOAD_HREF} className={styles.link}>
            {t('links.upload')}
          </Link>
        )
      }
    >
      {body}
    </PageFrame>
  );
  const island = (form: ReactNode) => <ScopedIntlProvider namespaces={TRANSHIPMENT_SUBMIT_NAMESPACES}>{form}</ScopedIntlProvider>;

  if (editing) {
    const values = await orNull(getTranshipmentEditValues(id, api));
    if (!values) notFound();
    if (!values.canEdit) return frame(<EmptyState title={t('locked.title')} description={t('locked.text')} action={back} />);
    const [order, addresses] = await Promise.all([settle(getTranshipmentOrder(id, api)), settle(listAddresses(ADDRESS_PAGE, api))]);
    if (!order.ok || !addresses.ok) return frame(ctx.failed);
    const { coupon, estimate, parcel } = order.data;
    const edit = {
      id,
      values,
      kept: { coupon, points: estimate.pointsUsed, pointsValue: estimate.pointsValue },
      currentAddress: values.addressId ? null : addressLine(order.data),
    };
    return frame(
      island(<LazyTranshipmentForm parcels={[parcel]} parcelId={parcel.id} addresses={addresses.data.items ?? []} currency={ctx.currency} edit={edit} />),
    );
  }

  const [parcels, addresses] = await Promise.all([settle(listTranshipmentParcels(api)), settle(listAddresses(ADDRESS_PAGE, api))]);
  if (!parcels.ok || !addresses.ok) return frame(ctx.failed);
  const items = parcels.data.items ?? [];
  if (!items.length) {
    return frame(
      <EmptyState
        title={t('empty.title')}
        description={t('empty.text')}
        action={
          <Link href={TRANSHIPMENT_PAGES.forecast} className={buttonClassName('primary')}>
            {t('links.forecast')}
          </Link>
        }
      />,
    );
  }
  return frame(island(<LazyTranshipmentForm parcels={items} parcelId={parcelId || null} addresses={addresses.data.items ?? []} currency={ctx.currency} />));
}
