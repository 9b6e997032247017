// The sandbox providers under /api/sandbox (sandbox mode only): each speaks its provider's wire format and
// signature, and the checkout / scan pages stand in for the provider's pages.
import { Hono } from 'hono';
import type { AppEnv } from '../../../http.ts';
import { alipaySandbox } from './alipay.ts';
import { billplzSandbox } from './billplz.ts';
import { checkoutSandbox } from './checkout.ts';
import { hitpaySandbox } from './hitpay.ts';
import { paypalSandbox } from './paypal.ts';
import { wechatSandbox } from './wechat.ts';

export const sandboxRoutes = new Hono<AppEnv>()
  .route('/sandbox/wechat', wechatSandbox)
  .route('/sandbox/alipay', alipaySandbox)
  .route('/sandbox/paypal', paypalSandbox)
  .route('/sandbox/hitpay', hitpaySandbox)
  .route('/sandbox/billplz', billplzSandbox)
  .route('/sandbox', checkoutSandbox);
