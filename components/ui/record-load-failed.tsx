import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/contract/constants';
import { EmptyState } from './empty-state';

/** A record page whose one read failed (not "not found"): says so, with a retry. */
export async function RecordLoadFailed({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'common' });
  return <EmptyState role="alert" title={t('loadFailed')} retryLabel={t('retry')} />;
}
