'use client';

import { ErrorView, type ErrorViewProps } from '@/components/layout/error-view';

/** Errors of any page below the root layout (SPEC section 2, route guard 4). */
export default function PageError(props: ErrorViewProps) {
  return <ErrorView {...props} />;
}
