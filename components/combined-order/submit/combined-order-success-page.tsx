import { getCombinedOrder } from '@/lib/api/combined-order';
import type { Locale } from '@/lib/contract/constants';
import { formatMoney } from '@/lib/format/number';
import { Link } from '@/lib/i18n/navigation';
import { settle } from '@/lib/server-data/loaded';
import { symbolFor } from '@/components/parcels/list/parcel-values';
import { buttonClassName } from '@/components/ui/button';
import { PageFrame } from '@/components/ui/page-frame';
import { SuccessResult } from '@/components/ui/success-result';
import { userApi } from '@/lib/server-data/user-api';
import { submitContext } from './submit-context';
import { SubmitSteps } from './submit-steps';
import { detailHref, paymentStateOf, SUBMIT_PAGES } from './submit-values';

interface CombinedOrderSuccessPageProps {
  locale: Locale;
  site: string;
  /** `?id=`: the waybill just submitted ('' when absent). */
  id: string;
  /** `?unpaid=1`: the submit left it waiting for payment. */
  unpaid: boolean;
}

/**
 * /user/success?id=…[&unpaid=1]: the waybill was submitted. Its number and what happens next (paid: the
 * warehouse packs; pack first: weighed, then paid; unpaid: pay now). When the waybill cannot be read, the
 * same page without its figures: never a blank page.
 */
export async function CombinedOrderSuccessPage({ locale, site, id, unpaid }: CombinedOrderSuccessPageProps) {
  const self = id ? `${SUBMIT_PAGES.success}?id=${encodeURIComponent(id)}${unpaid ? '&unpaid=1' : ''}` : SUBMIT_PAGES.success;
  const api = await userApi(locale, site, self);
  const [ctx, loaded] = await Promise.all([submitContext(locale, site), id ? settle(getCombinedOrder(id, api)) : Promise.resolve({ ok: false as const })]);
  const { t } = ctx;
  const combinedOrder = loaded.ok ? loaded.data : null;
  const state = paymentStateOf(combinedOrder, unpaid);
  const money = (amount: number) => formatMoney(amount, symbolFor(combinedOrder?.currency ?? ctx.currency.code, ctx.currency));

  let next: string;
  if (state === 'unpaid') next = combinedOrder ? t('success.unpaid', { amount: money(combinedOrder.amountDue) }) : t('success.unpaidGeneric');
  else next = state ? t(`success.${state}`) : t('success.generic');
  const number = id ? t('success.number', { id: combinedOrder?.id ?? id }) : null;
  const subtitle = (
    <>
      {number ? <span data-testid="waybill-number">{number}</span> : null}
      {combinedOrder ? <span>{` · ${t('success.estimate')} ${money(combinedOrder.estimatedTotal)}`}</span> : null}
      {number ? <br /> : null}
      <span>{next}</span>
    </>
  );
  return (
    <PageFrame id="waybill-success" title={ctx.routes('success')}>
      <SubmitSteps current={2} t={t} />
      <SuccessResult
        title={t('success.title')}
        subtitle={subtitle}
        actions={
          <>
            {id && state === 'unpaid' ? (
              <Link href={detailHref(id)} className={buttonClassName('primary')}>
                {t('success.payNow')}
              </Link>
            ) : null}
            {id && state !== 'unpaid' ? (
              <Link href={detailHref(id)} className={buttonClassName('primary')}>
                {t('success.detail')}
              </Link>
            ) : null}
            <Link href={SUBMIT_PAGES.combinedOrders} className={buttonClassName(id ? 'default' : 'primary')}>
              {t('success.myCombinedOrders')}
            </Link>
          </>
        }
      />
    </PageFrame>
  );
}
