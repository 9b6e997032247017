// The payment providers module: adapters per online method (./adapters), provider notices
// (/api/payment/notify/{provider}), and in sandbox mode the fake providers (/api/sandbox). server/app.ts
// calls mountPayments; server/embedded.ts reads paymentMode. The top-ups reach this module only through
// funds' provider port (plugProviders), so funds never imports it.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { log } from '../../../lib/ops/log.ts';
import type { Db } from '../../db/client.ts';
import type { AppEnv } from '../../http.ts';
import { isProductionMode } from '../../seed/demo.ts';
import { plugProviders, type ProviderPort } from '../funds/index.ts';
import { paymentMode } from './config.ts';
import { paymentNotifyRoutes } from './notify-routes.ts';
import { qrSvgDataUrl } from './qr.ts';
import { availableMethods, describeSetup, registerApp } from './registry.ts';
import { sandboxRoutes } from './sandbox/routes.ts';
import { closeAtProvider, startPayment, syncTopup } from './service.ts';

export { paymentMode } from './config.ts';

/** What funds' provider port gets (plugProviders). */
export const paymentProviders: ProviderPort = {
  mode: () => paymentMode(),
  availableMethods,
  startPayment,
  syncTopup,
  closeAtProvider,
  qrImageUrl: qrSvgDataUrl,
};

let announced = false;

/**
 * Mounts the notice routes (and the sandbox providers in sandbox mode) on `app`, plugs the providers into
 * the top-ups, and lets the sandbox reach `app` in process. Logs the mode and missing keys once.
 */
export function mountPayments(app: OpenAPIHono<AppEnv>, db: Db): void {
  const mode = paymentMode();
  plugProviders(paymentProviders);
  app.route('/api', paymentNotifyRoutes);
  if (mode === 'sandbox') {
    registerApp(db, (request) => app.fetch(request));
    app.route('/api', sandboxRoutes);
  }
  if (announced) return;
  announced = true;
  if (mode !== 'sandbox') log.info(describeSetup());
  // Sandbox payments credit wallets for nothing: say so loudly where real customers may be.
  else if (isProductionMode()) log.warn(`${describeSetup()}; WARNING: this is a production run, anyone can top up without paying`);
}
