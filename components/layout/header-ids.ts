/** The ids ./site-header.tsx gives the menu panel and ./main-nav.tsx the navigation's wrapper; ./header-island finds them by. */
export const PANEL_ID = 'site-menu';
export const NAV_ID = 'site-nav';
