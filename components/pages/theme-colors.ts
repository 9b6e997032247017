import { DEFAULT_THEME, SiteTheme } from '@/lib/contract/enums';

/**
 * Primary colour per site theme. Each reaches at least 4.5:1 against white, so it can colour text
 * and carry white button text (red 4.8:1, blue 6.2:1, dark blue 11.2:1).
 */
export const THEME_PRIMARY: Record<SiteTheme, string> = {
  [SiteTheme.red]: '#d4380d',
  [SiteTheme.blue]: '#0958d9',
  [SiteTheme.dark_blue]: '#1d3a6e',
};

export function themePrimary(theme: string | null | undefined): string {
  return THEME_PRIMARY[(theme ?? DEFAULT_THEME) as SiteTheme] ?? THEME_PRIMARY[DEFAULT_THEME];
}
