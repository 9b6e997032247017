import { setRequestLocale } from 'next-intl/server';
import { readPageParams, routeMetadata, type PageProps } from '@/components/pages/page-params';
import { CancellablePage } from '@/components/combined-order/cancel/cancellable-page';

export const generateMetadata = routeMetadata('canBeCancelled');

/** /user/can-be-cancelled: open waybills, with Cancel or why not. */
export default async function CanBeCancelledPage({ params }: PageProps) {
  const { locale, site } = await readPageParams(params);
  setRequestLocale(locale);
  return <CancellablePage locale={locale} site={site} />;
}
