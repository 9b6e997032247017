// createApp(db): the OpenAPIHono app with every route under /api: the request context, then each module
// mounted through its face (server/modules/<module>/index.ts), the OpenAPI document, the error answers.
import { OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { PLATFORM_HEADER, TENANT_HEADER } from '../lib/contract/constants.ts';
import { bodyLimitFor } from '../lib/net/body-limits.ts';
import { log } from '../lib/ops/log.ts';
import type { Db } from './db/client.ts';
import { ApiError, errorBody } from './errors.ts';
import type { AppEnv } from './http.ts';
import { validationHook } from './kernel/router.ts';
import { isMessageKey, pickLocale, t } from './i18n.ts';
import { mountAccount } from './modules/account/index.ts';
import { mountAddress } from './modules/address/index.ts';
import { mountCombinedOrder } from './modules/combined-order/index.ts';
import { mountContent } from './modules/content/index.ts';
import { mountCoupons } from './modules/coupons/index.ts';
import { mountFunds } from './modules/funds/index.ts';
import { mountOutbox, mountOutboxOverHttp } from './modules/outbox/index.ts';
import { mountParcels } from './modules/parcels/index.ts';
import { mountPassport } from './modules/passport/index.ts';
import { mountPayments } from './modules/payments/index.ts';
import { mountReference } from './modules/reference/index.ts';
import { mountShipForMe } from './modules/ship-for-me/index.ts';
import { mountShipping } from './modules/shipping/index.ts';
import { mountSystem, resolveSite } from './modules/system/index.ts';
import { mountTranshipmentOrder } from './modules/transhipment-order/index.ts';
import { mountTransport } from './modules/transport/index.ts';
import { mountWarehouse } from './modules/warehouse/index.ts';
import { OPENAPI_DOCUMENT, OPENAPI_PATH } from './openapi.ts';
import { mountOps, requestTelemetry } from './ops.ts';

export interface CreateAppOptions {
  /** Log unexpected errors (default: an error line in the log, lib/ops/log.ts). */
  logError?: (err: unknown) => void;
  /**
   * Serve the local outbox (one-time codes) to Admin sessions at /api/admin/outbox. Off unless
   * OUTBOX_OVER_HTTP=1: codes never travel over HTTP in a normal run; the e2e runner turns it on.
   */
  exposeOutbox?: boolean;
}

export function createApp(db: Db, options: CreateAppOptions = {}) {
  const logError = options.logError ?? ((err: unknown) => log.error('unhandled error', { err }));
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  // First: the request id, its access log line and metrics (server/ops.ts), whoever answers.
  app.use('*', requestTelemetry());

  // Request bodies past their route's limit (lib/net/body-limits.ts: 1 MB for JSON, SPEC section 5 for
  // uploads) answer 413 before being read: by Content-Length, or while counting a chunked body.
  const limiters = new Map<number, MiddlewareHandler<AppEnv>>();
  app.use('/api/*', (c, next) => {
    const maxSize = bodyLimitFor(c.req.path);
    let limiter = limiters.get(maxSize);
    if (!limiter) {
      limiter = bodyLimit({
        maxSize,
        onError: (ctx) => ctx.json(errorBody('PayloadTooLarge', t(pickLocale(ctx.req.header('accept-language')), 'payloadTooLarge')), 413),
      });
      limiters.set(maxSize, limiter);
    }
    return limiter(c, next);
  });

  // Request context: db, language, platform, tenant/site.
  app.use('/api/*', async (c, next) => {
    c.set('db', db);
    c.set('locale', pickLocale(c.req.header('accept-language')));
    c.set('platform', c.req.header(PLATFORM_HEADER) ?? null);
    const site = await resolveSite(db, {
      tenantHeader: c.req.header(TENANT_HEADER),
      referer: c.req.header('referer'),
      forwardedHost: c.req.header('x-forwarded-host'),
      host: c.req.header('host') ?? new URL(c.req.url).host,
    });
    c.set('site', site);
    c.set('tenantId', site.tenantId);
    await next();
  });
  // /healthz, /readyz, /metrics: outside /api, without the context above.
  mountOps(app, db);
  // Who may call a route is declared with the route (server/kernel/route.ts defineRoute): no app-wide guard.
  // Each module mounts its own routers (its index.ts), in this order: where two routes could take the same
  // path, the one mounted first answers (parcels mounts its import routes before its `/u/ship-for-me/parcel/{id}`).
  mountSystem(app);
  mountContent(app);
  mountShipping(app);
  mountTransport(app);
  mountPassport(app);
  mountOutbox(app);
  mountAccount(app);
  mountAddress(app);
  mountReference(app);
  mountWarehouse(app);
  mountParcels(app);
  mountFunds(app);
  mountCoupons(app);
  mountCombinedOrder(app);
  mountTranshipmentOrder(app);
  mountShipForMe(app);
  if (options.exposeOutbox ?? process.env.OUTBOX_OVER_HTTP === '1') mountOutboxOverHttp(app);
  // Provider notices, the sandbox providers (sandbox mode), and the providers plugged into the top-ups.
  mountPayments(app, db);

  app.openAPIRegistry.registerComponent('securitySchemes', 'Bearer', {
    type: 'http',
    scheme: 'bearer',
    description: 'Authorization: <tokenType> <accessToken> from the login answer',
  });
  app.doc31(OPENAPI_PATH, OPENAPI_DOCUMENT);

  app.notFound((c) => {
    const locale = c.get('locale') ?? pickLocale(c.req.header('accept-language'));
    return c.json(errorBody('NotFound', t(locale, 'notFound')), 404);
  });

  app.onError((err, c) => {
    const locale = c.get('locale') ?? pickLocale(c.req.header('accept-language'));
    if (err instanceof ApiError) {
      const message = isMessageKey(err.message) ? t(locale, err.message) : err.message;
      return c.json(errorBody(err.code, message, err.details), err.status as 400);
    }
    if (err instanceof HTTPException && err.status < 500) {
      // e.g. malformed JSON body from the validator
      return c.json(errorBody('BadRequest', t(locale, 'badRequest'), err.message), err.status);
    }
    logError(err);
    return c.json(errorBody('InternalError', t(locale, 'internalError')), 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
