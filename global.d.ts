import type messages from './locales/zh-Hans.json';
import type { routing } from './lib/i18n/routing';

declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: typeof messages;
  }
}
