import { getTranslations } from 'next-intl/server';
import { Loading } from '@/components/ui/load-state';

/** While a user page reads the member's data: the menu stays, the content says it is loading. */
export default async function UserPageLoading() {
  const common = await getTranslations('common');
  return <Loading label={common('loading')} rows={4} />;
}
