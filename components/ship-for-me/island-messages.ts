import type { AbstractIntlMessages } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type messages from '@/locales/en.json';

export type Namespace = keyof typeof messages;

/**
 * The catalog namespaces a lazily loaded island reads, for its own NextIntlClientProvider: the public
 * ship-for-me pages have no client provider (its runtime would be in their first load).
 */
export async function islandMessages(namespaces: readonly Namespace[]): Promise<AbstractIntlMessages> {
  // raw() of a namespace is its messages object (its keys are typed as leaves only).
  const t = (await getTranslations()) as unknown as { raw(key: string): AbstractIntlMessages };
  return Object.fromEntries(namespaces.map((namespace) => [namespace, t.raw(namespace)]));
}
