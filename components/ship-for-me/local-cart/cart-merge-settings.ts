import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/contract/constants';
import { LOCAL_CART_KEY } from '@/lib/contract/ship-for-me-rules';
import type { CartMergeSettings } from './local-cart-merger';
import type { MergeMessages } from './merge-local-cart';

/**
 * The merge's few messages (the site layout has no client catalog) and the cart's storage key, for the header's
 * island that runs it (./local-cart-merger): given from here, the island on every page does not bring the
 * ship-for-me rules module with it.
 */
export async function cartMergeSettings(locale: Locale): Promise<CartMergeSettings> {
  const t = await getTranslations({ locale, namespace: 'shipForMe' });
  return { locale, messages: t.raw('merge' as 'merge.done') as MergeMessages, storageKey: LOCAL_CART_KEY };
}
