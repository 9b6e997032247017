import 'server-only';
import { log } from '@/lib/ops/log';
// Server loaders of the fee calculator and the transport-mode pages.
import { cache } from 'react';
import type { Locale } from '@/lib/contract/constants';
import { listRegions } from '@/lib/api/reference';
import * as shipping from '@/lib/api/shipping';
import type { FeeCalculation, GoodsType, TransportModeDetail } from '@/lib/contract/wire';
import { markRenderDegraded } from '@/lib/site/degraded-render';
import { attempt, attemptRecord } from './degraded-read';
import { siteApi } from './site-api';
import { UpstreamError } from '@/lib/upstream/server-call';
import { mapValidationErrors, type FieldErrors } from '@/lib/content/fee-form';
import type { Loaded } from './loaded';

const api = siteApi;

export interface Destination {
  code: string;
  name: string;
}

export interface RegionOption {
  id: number;
  name: string;
}

/** Top-level regions of a country (public reference data); none when the call fails. */
export const getRegions = cache(async (siteKey: string, locale: Locale, countryCode: string): Promise<RegionOption[]> => {
  if (!countryCode) return [];
  try {
    const answer = await listRegions(countryCode, undefined, await api(siteKey, locale));
    return Array.isArray(answer?.items) ? answer.items.map(({ id, name }) => ({ id, name })) : [];
  } catch (error) {
    log.error('shipping: regions failed', { err: error });
    await markRenderDegraded('regions');
    return [];
  }
});

/** Transport modes with their whole fee tables (POST /transportModeAndFee). */
export const getModesWithFees = cache((siteKey: string, locale: Locale): Promise<Loaded<TransportModeDetail[]>> =>
  attempt('shipping', 'transportModeAndFee', async () => shipping.listModesWithFees(await api(siteKey, locale))),
);

/** One transport mode: null data for an unknown id, `{ ok: false }` when the read failed. */
export const getModeDetail = cache((siteKey: string, locale: Locale, id: string) =>
  attemptRecord('shipping', 'transport mode', async () => shipping.getModeDetail(id, await api(siteKey, locale))),
);

/**
 * Destinations: the countries the shipping zones serve (GET /u/country needs a sign-in), named in the
 * page's language by Intl.DisplayNames, sorted by name.
 */
export async function getDestinations(siteKey: string, locale: Locale): Promise<Loaded<Destination[]>> {
  const modes = await getModesWithFees(siteKey, locale);
  if (!modes.ok) return modes;
  const codes = new Set(modes.data.flatMap((m) => m.fees.flatMap((f) => f.countryCodes)).map((c) => c.toUpperCase()));
  const names = new Intl.DisplayNames([locale === 'en' ? 'en' : 'zh-Hans'], { type: 'region' });
  const list = [...codes].map((code) => ({ code, name: names.of(code) ?? code }));
  list.sort((a, b) => a.name.localeCompare(b.name, locale));
  return { ok: true, data: list };
}

/** Goods types (POST goods-type/list; the route takes JSON as well as form-encoded bodies). */
export const getGoodsTypes = cache((siteKey: string, locale: Locale): Promise<Loaded<GoodsType[]>> =>
  attempt('shipping', 'goods types', async () => shipping.listGoodsTypes(await api(siteKey, locale))),
);

export type FeeResult = { ok: true; data: FeeCalculation } | { ok: false; fields: FieldErrors; messages: string[] };

/** GET fee-calculate; a 400 comes back as field errors (validationErrors[].members) and messages. */
export async function calculateFee(siteKey: string, locale: Locale, query: Record<string, string>): Promise<FeeResult> {
  try {
    return { ok: true, data: await shipping.calculateFees(query, await api(siteKey, locale)) };
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 400) {
      const { fields, other } = mapValidationErrors(error.validationErrors);
      return { ok: false, fields, messages: Object.keys(fields).length || other.length ? other : [error.message] };
    }
    log.error('shipping: fee-calculate failed', { err: error });
    return { ok: false, fields: {}, messages: [] };
  }
}
