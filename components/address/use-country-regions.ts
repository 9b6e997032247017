'use client';

import { useEffect, useRef, useState } from 'react';
import { useLocale } from 'next-intl';
import { listCountries, listRegions, type Country, type Region } from '@/lib/api/reference';

const countryLists = new Map<string, Promise<Country[]>>();

/** The countries in the page's language, fetched once per page and language (again after a failure). */
function loadCountries(locale: string): Promise<Country[]> {
  let list = countryLists.get(locale);
  if (!list) {
    list = listCountries().then((answer) => answer.items ?? []);
    list.catch(() => countryLists.delete(locale));
    countryLists.set(locale, list);
  }
  return list;
}

interface LoadedRegions {
  countryCode: string;
  items: Region[];
}

/**
 * The lists of the address form's country and state: the countries (null while they load), and the states of
 * `countryCode` (from /u/region?countryCode=; `regionsLoading` until they come). A list that arrives for a
 * country no longer chosen is dropped. `needsState(code)` says whether a country needs a state, read when the
 * form is checked rather than from the last render: a Save right after choosing a country comes before its
 * list, and a country counts as having states until its list says it has none (the server checks it too).
 */
export function useCountryRegions(countryCode: string) {
  const locale = useLocale();
  const [countries, setCountries] = useState<Country[] | null>(null);
  const [loaded, setLoaded] = useState<LoadedRegions>({ countryCode: '', items: [] });
  const lastLoaded = useRef(loaded);

  useEffect(() => {
    let alive = true;
    loadCountries(locale)
      .then((list) => alive && setCountries(list))
      .catch(() => alive && setCountries([]));
    return () => {
      alive = false;
    };
  }, [locale]);

  useEffect(() => {
    if (!countryCode) return;
    let alive = true;
    const remember = (next: LoadedRegions) => {
      if (!alive) return;
      lastLoaded.current = next;
      setLoaded(next);
    };
    listRegions(countryCode)
      .then((list) => remember({ countryCode, items: list.items ?? [] }))
      .catch(() => remember({ countryCode, items: [] }));
    return () => {
      alive = false;
    };
  }, [countryCode]);

  const regionsLoading = Boolean(countryCode) && loaded.countryCode !== countryCode;
  return {
    countries,
    regions: countryCode && !regionsLoading ? loaded.items : [],
    regionsLoading,
    needsState: (code: string) => Boolean(code) && (lastLoaded.current.countryCode !== code || lastLoaded.current.items.length > 0),
  };
}
