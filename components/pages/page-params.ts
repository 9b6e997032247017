import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { Locale } from '@/lib/contract/constants';
import { routing } from '@/lib/i18n/routing';
import type messages from '@/locales/zh-Hans.json';
import type { SearchParams } from '@/lib/site/search-params';

/** The segments every page of the internal `/{locale}/{site}/…` tree receives. */
export interface SiteParams {
  locale: string;
  site: string;
}

export interface PageProps<Extra extends object = object> {
  params: Promise<SiteParams & Extra>;
}

/** A key of the `routes` (title) and `pages` (description) catalog namespaces. */
export type RouteKey = keyof (typeof messages)['routes'];

/** The validated locale and site key of a page; an unknown locale is a 404. */
export async function readPageParams(params: Promise<SiteParams>): Promise<{ locale: Locale; site: string }> {
  const { locale, site } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  return { locale, site };
}

/** `generateMetadata` of a page whose title is `routes.<key>`. */
export function routeMetadata(key: RouteKey) {
  return async function generateMetadata({ params }: PageProps): Promise<Metadata> {
    const { locale } = await readPageParams(params);
    const t = await getTranslations({ locale, namespace: 'routes' });
    return { title: t(key) };
  };
}

export type QueryPageProps = PageProps & { searchParams: Promise<SearchParams> };

/** The first value of a query parameter, trimmed ('' when absent). */
export const firstQueryValue = (raw: string | string[] | undefined) => (Array.isArray(raw) ? raw[0] : (raw ?? '')).trim();

/** A detail page addressed by `?id=…`: its language, site and the id. */
export async function readQueryId({ params, searchParams }: QueryPageProps) {
  const { locale, site } = await readPageParams(params);
  return { locale, site, id: firstQueryValue((await searchParams).id) };
}
