'use client';

import './styles/globals.css';
import { useEffect, useState } from 'react';
import { GlobalErrorView, type GlobalErrorTexts } from '@/components/layout/global-error-view';
import { useClientValue } from '@/components/layout/use-client-value';

interface GlobalErrorProps {
  error: unknown;
  retry?: () => void;
  reset?: () => void;
}

/**
 * Last resort when the root layout itself fails: its own document, no providers. The catalog is
 * loaded on demand (a separate chunk) so it never weighs on normal pages.
 */
export default function GlobalError({ error, retry, reset }: GlobalErrorProps) {
  const locale = useClientValue<'zh-Hans' | 'en'>(() => (/^\/en(\/|$)/.test(window.location.pathname) ? 'en' : 'zh-Hans'), 'zh-Hans');
  const [texts, setTexts] = useState<GlobalErrorTexts | null>(null);

  useEffect(() => {
    console.error(error);
    const load = locale === 'en' ? import('@/locales/en.json') : import('@/locales/zh-Hans.json');
    load
      .then(({ default: catalog }) =>
        setTexts({
          subtitle: catalog.shell.errorSubtitle,
          unknown: catalog.shell.errorUnknown,
          retry: catalog.common.retry,
          backHome: catalog.common.backHome,
        }),
      )
      .catch(() => setTexts(null));
  }, [error, locale]);

  return (
    <html lang={locale} data-theme="red">
      <body>
        <GlobalErrorView error={error} texts={texts} locale={locale} onRetry={retry ?? reset} />
      </body>
    </html>
  );
}
