'use client';

import { ErrorView } from '@/components/layout/client-shell';
import type { ErrorViewProps } from '@/components/layout/error-view';

/** A user page whose backend read failed: the message and a retry, inside the user area (menu kept). */
export default function UserPageError(props: ErrorViewProps) {
  return <ErrorView {...props} inLayout />;
}
