import { setRequestLocale } from 'next-intl/server';
import { readPageParams, routeMetadata, type PageProps } from '@/components/pages/page-params';
import { ExtensionSubmitPage } from '@/components/ship-for-me/extension/extension-submit-page';

export const generateMetadata = routeMetadata('shipForMeExtensionSubmit');

/** /ship-for-me/extension/submit (no header or footer): the extension's goods, read in the browser from the fragment. */
export default async function ShipForMeExtensionSubmitPage({ params }: PageProps) {
  const { locale } = await readPageParams(params);
  setRequestLocale(locale);
  return <ExtensionSubmitPage locale={locale} />;
}
