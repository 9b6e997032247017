'use client';

import { useEffect } from 'react';
import type { Locale } from '@/lib/contract/constants';
// From runtime, not http.ts: this component is on every page and must not pull axios in.
import { configureHttp, type ErrorMessages } from '@/lib/api/runtime';
import { rehydratePersistedStores } from '@/lib/stores/hydration';

interface HttpSetupProps {
  locale: Locale;
  /** The `errors` namespace of the page's catalog (the root layout passes it). */
  errors: Partial<ErrorMessages>;
}

/**
 * Tells the browser HTTP client the UI language, the `errors` texts and how to navigate, and
 * hydrates the persisted stores after mount. Renders nothing. Takes its texts as props: no
 * NextIntlClientProvider (and its runtime) on public pages.
 */
export function HttpSetup({ locale, errors }: HttpSetupProps) {
  // Configure during render so requests fired by sibling effects already use the right language.
  configureHttp({ locale, messages: errors, navigate: (url) => window.location.assign(url) });

  // The toasts (lib/api/feedback) read their close label from these texts too: not imported here.
  useEffect(() => {
    void rehydratePersistedStores();
  }, []);

  return null;
}

export default HttpSetup;
