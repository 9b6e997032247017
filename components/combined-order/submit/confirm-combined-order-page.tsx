import { listAddresses } from '@/lib/api/address';
import { listPendingCombine } from '@/lib/api/parcels';
import type { Locale } from '@/lib/contract/constants';
import { Link } from '@/lib/i18n/navigation';
import { ScopedIntlProvider } from '@/components/layout/scoped-intl-provider';
import { settle } from '@/lib/server-data/loaded';
import { buttonClassName } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageFrame } from '@/components/ui/page-frame';
import { userApi } from '@/lib/server-data/user-api';
import { DELIVERY_CLIENT_NAMESPACES, submitContext } from './submit-context';
import { SubmitSteps } from './submit-steps';
import { SUBMIT_PAGES } from './submit-values';
import { CombinedOrderForm } from './combined-order-form';

/** Addresses read for the choice (the address book is small; the default comes first). */
const ADDRESS_PAGE = { maxResultCount: 100, skipCount: 0 };

/**
 * /user/submit-tranship-order2, step 2 of a waybill: the parcels selected for it and the address book are
 * read on the server; the choices, the live quote and the submit are a client island. Nothing selected:
 * a notice leading back to step 1.
 */
export async function ConfirmCombinedOrderPage({ locale, site }: { locale: Locale; site: string }) {
  const api = await userApi(locale, site, SUBMIT_PAGES.delivery);
  const [ctx, groups, addresses] = await Promise.all([submitContext(locale, site), settle(listPendingCombine(api)), settle(listAddresses(ADDRESS_PAGE, api))]);
  const { t } = ctx;
  const group = groups.ok ? (groups.data.items ?? []).find((one) => one.parcels.some((parcel) => parcel.selectedToSubmit)) : undefined;
  const parcels = group ? group.parcels.filter((parcel) => parcel.selectedToSubmit) : [];
  let body;
  if (!groups.ok || !addresses.ok) body = ctx.failed;
  else if (!group || !parcels.length)
    body = (
      <EmptyState
        title={t('confirm.noSelection')}
        description={t('confirm.noSelectionText')}
        action={
          <Link href={SUBMIT_PAGES.parcels} className={buttonClassName('primary')}>
            {t('confirm.back')}
          </Link>
        }
      />
    );
  else
    body = (
      <ScopedIntlProvider namespaces={DELIVERY_CLIENT_NAMESPACES}>
        <CombinedOrderForm parcels={parcels} warehouseName={group.warehouseName} addresses={addresses.data.items ?? []} currency={ctx.currency} />
      </ScopedIntlProvider>
    );
  return (
    <PageFrame id="submit-delivery" title={ctx.routes('submitTranshipOrder2')} subtitle={t('confirm.intro')}>
      <SubmitSteps current={1} t={t} />
      {body}
    </PageFrame>
  );
}
