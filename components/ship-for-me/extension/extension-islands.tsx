'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import type { LinkAccountFormProps } from './link-account-form';

// The extension page's first script is this module alone: the link form (the signed-in hint, its checks and
// messages) loads while the page hydrates, the API client on use.
const LinkAccountForm = lazy(() => import('./link-account-form'));

/**
 * The link form, rendered by the server as it is (a visitor's view: ./link-sign-in.tsx); React keeps that HTML until
 * the form's code has loaded and hydrated it. `placeholder` (the same view) stands in on a client-side visit.
 */
export function LazyLinkAccountForm({ placeholder, ...props }: LinkAccountFormProps & { placeholder: ReactNode }) {
  return (
    <Suspense fallback={placeholder}>
      <LinkAccountForm {...props} />
    </Suspense>
  );
}
