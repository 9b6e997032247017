import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import type { Locale } from '@/lib/contract/constants';
import { NotFoundView } from './not-found-view';

/** Only there to make the answer a 404; see NotFoundPage. */
function NotFoundStatus(): never {
  notFound();
}

/**
 * A 404 rendered on the server, inside the site layout (language, header, footer and text in the HTML,
 * no JavaScript needed). notFound() thrown by the page itself makes Next answer with its empty error
 * document and render the 404 only in the browser (vercel/next.js#62228). Thrown inside a Suspense
 * boundary instead, it only sets the status: Next keeps the rendered HTML around the boundary (the
 * boundary is empty) and answers 404. In the browser the boundary rethrows and the segment's
 * not-found.tsx shows the same view.
 */
export function NotFoundPage({ locale }: { locale: Locale }) {
  return (
    <>
      <NotFoundView locale={locale} inLayout />
      <Suspense fallback={null}>
        <NotFoundStatus />
      </Suspense>
    </>
  );
}
