import 'server-only';

/**
 * The one seam between the site and the warehouse backend (lib/upstream/seam.ts): the in-process
 * reference backend of `server/` by default, or the operator's own backend when API_UPSTREAM_URL is set.
 */
export { callUpstream, UPSTREAM_ORIGIN } from './seam';
