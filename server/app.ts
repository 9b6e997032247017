// createApp(db): the OpenAPIHono app with every route under /api.
import { OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { PLATFORM_HEADER, TENANT_HEADER } from '../lib/contract/constants.ts';
import { bodyLimitFor } from '../lib/net/body-limits.ts';
import type { Db } from './db/client.ts';
import { ApiError, errorBody } from './errors.ts';
import type { AppEnv } from './http.ts';
import { validationHook } from './kernel/router.ts';
import { isMessageKey, pickLocale, t } from './i18n.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { addressRoutes } from './modules/address/routes.ts';
import { warehouseRoutes } from './modules/warehouse/routes.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { publicContentRoutes } from './modules/content/public-routes.ts';
import { shippingRoutes } from './modules/shipping/routes.ts';
import { transportRoutes } from './modules/transport/routes.ts';
import { referenceRoutes } from './modules/reference/routes.ts';
import { adminSessionRoutes, outboxRoutes } from './modules/outbox/routes.ts';
import { passportRoutes } from './modules/passport/routes.ts';
import { adminParcelRoutes } from './modules/warehouse/parcel-routes.ts';
import { adminCouponRoutes } from './modules/coupons/admin-routes.ts';
import { adminWaybillRoutes } from './modules/combined-order/admin-routes.ts';
import { waybillPhotoRoutes } from './modules/combined-order/photo-routes.ts';
import { couponRoutes } from './modules/coupons/routes.ts';
import { waybillRoutes } from './modules/combined-order/routes.ts';
import { transhipmentBatchRoutes } from './modules/transhipment-order/batch-routes.ts';
import { transhipmentRoutes } from './modules/transhipment-order/routes.ts';
import { adminTranshipmentRoutes } from './modules/transhipment-order/admin-routes.ts';
import { adminFundsRoutes } from './modules/funds/admin-routes.ts';
import { recordRoutes } from './modules/funds/record-routes.ts';
import { topupRoutes } from './modules/funds/topup-routes.ts';
import { mountPayments } from './modules/payments/index.ts';
import { parcelImportRoutes } from './modules/parcels/import-routes.ts';
import { parcelRoutes } from './modules/parcels/routes.ts';
import { resolveSite } from './modules/system/service.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { OPENAPI_DOCUMENT, OPENAPI_PATH } from './openapi.ts';

export interface CreateAppOptions {
  /** Log unexpected errors (default: console.error). */
  logError?: (err: unknown) => void;
  /**
   * Serve the local outbox (one-time codes) to Admin sessions at /api/admin/outbox. Off unless
   * OUTBOX_OVER_HTTP=1: codes never travel over HTTP in a normal run; the e2e runner turns it on.
   */
  exposeOutbox?: boolean;
}

export function createApp(db: Db, options: CreateAppOptions = {}) {
  const logError = options.logError ?? ((err: unknown) => console.error('[server]', err));
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  // Request bodies past their route's limit (lib/net/body-limits.ts: 1 MB for JSON, SPEC section 5 for
  // uploads) answer 413 before being read: by Content-Length, or while counting a chunked body.
  const limiters = new Map<number, MiddlewareHandler<AppEnv>>();
  app.use('/api/*', (c, next) => {
    const maxSize = bodyLimitFor(c.req.path);
    let limiter = limiters.get(maxSize);
    if (!limiter) {
      limiter = bodyLimit({
        maxSize,
        onError: (ctx) =>
          ctx.json(
            errorBody('PayloadTooLarge', t(pickLocale(ctx.req.header('accept-language')), 'payloadTooLarge')),
            413,
          ),
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
  // Who may call a route is declared with the route (server/kernel/route.ts defineRoute): no app-wide guard.
  const routers = [
    systemRoutes,
    contentRoutes,
    publicContentRoutes,
    shippingRoutes,
    transportRoutes,
    passportRoutes,
    adminSessionRoutes,
    accountRoutes,
    addressRoutes,
    referenceRoutes,
    warehouseRoutes,
    adminParcelRoutes,
    // Before parcelRoutes: its `/u/ship-for-me/parcel/{id}` would otherwise take `import-template`.
    parcelImportRoutes,
    parcelRoutes,
    topupRoutes,
    recordRoutes,
    adminFundsRoutes,
    couponRoutes,
    adminCouponRoutes,
    adminWaybillRoutes,
    adminTranshipmentRoutes,
    waybillPhotoRoutes,
    waybillRoutes,
    transhipmentBatchRoutes,
    transhipmentRoutes,
  ];
  for (const router of routers) app.route('/api', router);
  if (options.exposeOutbox ?? process.env.OUTBOX_OVER_HTTP === '1') app.route('/api', outboxRoutes);
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
