'use client';

import { Loading } from '@/components/ui/load-state';
import { useShellStrings } from '@/components/layout/use-shell-strings';

/**
 * While a user page reads the member's data: the menu stays, the content says it is loading. A client
 * view with the shell's strings: a server loading.tsx has no route params, and translating there would
 * fix the request's language before the layout sets it.
 */
export default function UserPageLoading() {
  return <Loading label={useShellStrings().loading} rows={4} />;
}
