// The outbox module: the operators' sign-in (adminSessionRoutes, always mounted) and the local outbox of
// one-time codes (outboxRoutes, over HTTP only when asked: the e2e journeys read codes there). `npm run ops`
// reads the outbox with latestOutbox.
import { mountRouters } from '../../kernel/router.ts';
import { adminSessionRoutes, outboxRoutes } from './routes.ts';

export { latestOutbox } from './service.ts';

/** Mounts the operators' sign-in under /api. */
export const mountOutbox = mountRouters(adminSessionRoutes);

/** Mounts the outbox itself under /api: only when codes may travel over HTTP (OUTBOX_OVER_HTTP=1, the e2e runner). */
export const mountOutboxOverHttp = mountRouters(outboxRoutes);
