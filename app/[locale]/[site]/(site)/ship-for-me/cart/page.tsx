import { setRequestLocale } from 'next-intl/server';
import { readPageParams, routeMetadata, type PageProps } from '@/components/pages/page-params';
import { CartPage } from '@/components/ship-for-me/cart/cart-page';

export const generateMetadata = routeMetadata('shipForMeCart');

// The session decides between the member's cart and the visitor's: rendered per request.
export const dynamic = 'force-dynamic';

/** /ship-for-me/cart: the member's cart (goods InCart) or, for a visitor, the one kept in the browser. */
export default async function ShipForMeCartPage({ params }: PageProps) {
  const { locale, site } = await readPageParams(params);
  setRequestLocale(locale);
  return <CartPage locale={locale} site={site} />;
}
