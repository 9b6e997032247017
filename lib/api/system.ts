// SPEC section 7 "System".
import type { SiteConfiguration } from '@/lib/contract/wire';
import { http } from './http';

export type EnumTable = Record<string, Record<string, number | string>>;

/**
 * The site configuration of this host (the browser sends its own Referer). A failure is only
 * logged (SPEC section 7): the caller gets null and keeps the server-rendered configuration.
 */
export async function getApplicationConfiguration(): Promise<SiteConfiguration | null> {
  try {
    return await http.get<SiteConfiguration>('/api/system/application-configuration', { silent: true });
  } catch (error) {
    console.warn('[api] application-configuration failed', error);
    return null;
  }
}

export function getEnums(): Promise<EnumTable> {
  return http.post<EnumTable>('/api/system/enums');
}

export function getSettingByDomain(domain: string): Promise<SiteConfiguration> {
  return http.get<SiteConfiguration>(`/api/web/setting/by-domain/${encodeURIComponent(domain)}`);
}
