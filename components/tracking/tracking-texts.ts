import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/contract/constants';

/** The tracking page's texts, read once by the page and handed to its parts: `tracking`, and `combinedOrder` for status names. */
export async function trackingTexts(locale: Locale) {
  const [t, tw] = await Promise.all([getTranslations({ locale, namespace: 'tracking' }), getTranslations({ locale, namespace: 'combinedOrder' })]);
  return { t, tw };
}

export type TrackingTexts = Awaited<ReturnType<typeof trackingTexts>>;
