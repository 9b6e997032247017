'use client';

import { useLocale, useMessages } from 'next-intl';
import { useEffect } from 'react';
import { setFeedbackCloseLabel } from '@/lib/api/feedback';
// From runtime, not http.ts: this component is on every page and must not pull axios in.
import { configureHttp, type ErrorMessages } from '@/lib/api/runtime';
import { rehydratePersistedStores } from '@/lib/stores/hydration';

/**
 * Tells the browser HTTP client the UI language, the `errors` texts and how to navigate, and
 * hydrates the persisted stores after mount. Renders nothing. Needs the `errors` namespace in the
 * nearest NextIntlClientProvider.
 */
export function HttpSetup() {
  const locale = useLocale();
  const messages = useMessages() as { errors?: Partial<ErrorMessages> };
  const errors = messages.errors;

  // Configure during render so requests fired by sibling effects already use the right language.
  configureHttp({ locale, messages: errors ?? {}, navigate: (url) => window.location.assign(url) });

  useEffect(() => {
    setFeedbackCloseLabel(errors?.close ?? 'Close');
    void rehydratePersistedStores();
  }, [errors?.close]);

  return null;
}

export default HttpSetup;
