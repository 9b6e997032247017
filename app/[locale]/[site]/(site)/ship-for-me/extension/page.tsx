import { setRequestLocale } from 'next-intl/server';
import { readPageParams, routeMetadata, type PageProps } from '@/components/pages/page-params';
import { ExtensionPage } from '@/components/ship-for-me/extension/extension-page';

export const generateMetadata = routeMetadata('shipForMeExtension');

/** /ship-for-me/extension: what the browser extension does, getting it, linking it to the account. */
export default async function ShipForMeExtensionPage({ params }: PageProps) {
  const { locale } = await readPageParams(params);
  setRequestLocale(locale);
  return <ExtensionPage locale={locale} />;
}
