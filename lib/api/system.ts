// SPEC section 7 "System": the per-host site configuration, enumerations, settings by domain.
import type { SiteConfiguration } from '@/lib/contract/wire';
import { browser } from './browser';
import type { ApiClient } from './client';

export const SYSTEM_PATHS = {
  configuration: '/api/system/application-configuration',
  enums: '/api/system/enums',
  settingByDomain: '/api/web/setting/by-domain/{domain}',
} as const;

export type EnumTable = Record<string, Record<string, number | string>>;

/** The site configuration of the requesting host (theme, logo, currency, tenant). */
export function getApplicationConfiguration(api: ApiClient = browser): Promise<SiteConfiguration> {
  return api.get<SiteConfiguration>(SYSTEM_PATHS.configuration, { silent: true });
}

export function getEnums(api: ApiClient = browser): Promise<EnumTable> {
  return api.post<EnumTable>(SYSTEM_PATHS.enums);
}

export function getSettingByDomain(domain: string, api: ApiClient = browser): Promise<SiteConfiguration> {
  return api.get<SiteConfiguration>(SYSTEM_PATHS.settingByDomain.replace('{domain}', encodeURIComponent(domain)));
}
