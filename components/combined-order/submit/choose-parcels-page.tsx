import { listPendingCombine } from '@/lib/api/parcels';
import type { Locale } from '@/lib/contract/constants';
import { Link } from '@/lib/i18n/navigation';
import { ScopedIntlProvider } from '@/components/layout/scoped-intl-provider';
import { settle } from '@/lib/server-data/loaded';
import { buttonClassName } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageFrame } from '@/components/ui/page-frame';
import { userApi } from '@/lib/server-data/user-api';
import { ParcelPicker } from './parcel-picker';
import { SUBMIT_CLIENT_NAMESPACES, submitContext } from './submit-context';
import { SubmitSteps } from './submit-steps';
import { SUBMIT_PAGES } from './submit-values';

/**
 * /user/submit-tranship-order, step 1 of a waybill: the member's parcels in stock, by warehouse, are read
 * on the server; choosing the parcels of one warehouse and going on is a client island.
 */
export async function ChooseParcelsPage({ locale, site }: { locale: Locale; site: string }) {
  const api = await userApi(locale, site, SUBMIT_PAGES.parcels);
  const [ctx, list] = await Promise.all([submitContext(locale, site), settle(listPendingCombine(api))]);
  const { t } = ctx;
  const groups = list.ok ? (list.data.items ?? []).filter((group) => group.parcels.length > 0) : [];
  return (
    <PageFrame id="submit-parcels" title={ctx.routes('submitTranshipOrder')} subtitle={t('pick.intro')}>
      <SubmitSteps current={0} t={t} />
      {!list.ok ? (
        ctx.failed
      ) : groups.length ? (
        <ScopedIntlProvider namespaces={SUBMIT_CLIENT_NAMESPACES}>
          <ParcelPicker groups={groups} currency={ctx.currency} />
        </ScopedIntlProvider>
      ) : (
        <EmptyState
          title={t('pick.empty')}
          description={t('pick.emptyText')}
          action={
            <>
              <Link href={SUBMIT_PAGES.forecast} className={buttonClassName('primary')}>
                {t('pick.forecast')}
              </Link>
              <Link href={SUBMIT_PAGES.myParcels} className={buttonClassName('default')}>
                {t('pick.myParcels')}
              </Link>
            </>
          }
        />
      )}
    </PageFrame>
  );
}
