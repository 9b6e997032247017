import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { log } from '@/lib/ops/log';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const messages = (await import(`../../locales/${locale}.json`)).default;
  return {
    locale,
    messages,
    onError(error) {
      // SPEC section 8: a missing message only warns.
      log.warn(`i18n: ${error.message}`);
    },
    getMessageFallback({ namespace, key }) {
      return namespace ? `${namespace}.${key}` : key;
    },
  };
});
