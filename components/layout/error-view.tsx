'use client';

import { lazy, Suspense } from 'react';

export interface ErrorViewProps {
  error: unknown;
  /** Next 16.3+: re-fetch and re-render the failed segment. */
  retry?: () => void;
  /** Older name: re-render without re-fetching. */
  reset?: () => void;
  /** Inside a layout that already has the page's <main> (the user area). */
  inLayout?: boolean;
}

// An error boundary's view is needed when something fails, not on every page load: fetched then. Should that
// fetch fail too (offline, a new deployment), the error reaches global-error and the chunk reload.
const ErrorViewBody = lazy(() => import('./error-view-body'));

/** The error page: the error's message, the subtitle 页面出错, retry and back home (SPEC section 2). */
export function ErrorView(props: ErrorViewProps) {
  return (
    <Suspense fallback={null}>
      <ErrorViewBody {...props} />
    </Suspense>
  );
}
