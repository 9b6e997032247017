// The sandbox checkout page: plain server-rendered HTML in the customer's language, no scripts; one form
// whose buttons choose what the simulated provider does.
import type { Locale } from '../../../../lib/contract/constants.ts';
import { SANDBOX_PREFIX } from '../config.ts';
import { minorToDecimal } from '../crypto.ts';
import { PROVIDER_LABELS, pt, type PaymentMessageKey } from '../messages.ts';
import type { SandboxOrder } from './store.ts';

export const CHECKOUT_ACTIONS = ['pay', 'fail', 'cancel', 'pay-silent', 'notify-twice', 'notify-late', 'bad-signature', 'wrong-amount'] as const;
export type CheckoutAction = (typeof CHECKOUT_ACTIONS)[number];

const ACTION_LABELS: Record<CheckoutAction, PaymentMessageKey> = {
  pay: 'pay',
  fail: 'fail',
  cancel: 'cancel',
  'pay-silent': 'paySilent',
  'notify-twice': 'notifyTwice',
  'notify-late': 'notifyLate',
  'bad-signature': 'badSignature',
  'wrong-amount': 'wrongAmount',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string);
}

// Inline styles are allowed by the site's CSP (style-src 'self' 'unsafe-inline'); no scripts at all.
const STYLE = `
body{font-family:system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;margin:0;background:#f5f6f8;color:#1f2329}
main{max-width:34rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.12)}
.ribbon{margin:0 0 1rem;padding:.5rem .75rem;background:#fff4e5;border:1px solid #f0a020;border-radius:4px}
h1{font-size:1.35rem;margin:.25rem 0 1rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.4rem 1rem;margin:0 0 1.25rem}
dt{color:#51565d}dd{margin:0;word-break:break-all}
fieldset{border:1px solid #d0d3d9;border-radius:6px;padding:.75rem 1rem 1rem}
legend{padding:0 .25rem;font-weight:600}
.actions{display:flex;flex-wrap:wrap;gap:.5rem}
button{font:inherit;padding:.5rem .9rem;border:1px solid #8a9099;border-radius:4px;background:#fff;color:#1f2329;cursor:pointer}
button.primary{background:#0b57d0;border-color:#0b57d0;color:#fff}
button:focus-visible,a:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
.status{padding:.6rem .75rem;background:#eef6ee;border:1px solid #6aa86a;border-radius:4px}
a{color:#0b57d0}nav{margin-top:1.5rem;font-size:.95rem}
`;

function layout(locale: Locale, title: string, body: string): string {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="ribbon" role="note">${escapeHtml(pt(locale, 'sandboxNote'))}</p>
${body}
</main>
</body>
</html>`;
}

export const providerLabel = (locale: Locale, provider: string) => (PROVIDER_LABELS[provider] ?? [provider, provider])[locale === 'en' ? 1 : 0];

export interface PageOptions {
  /** Show the buttons (the order can still be paid). */
  payable: boolean;
  /** A line saying what just happened. */
  message?: string;
  /** A link back to the merchant. */
  backUrl?: string | null;
  /** The WeChat "scan" page. */
  scan?: boolean;
}

export function checkoutPage(locale: Locale, order: SandboxOrder, opts: PageOptions): string {
  const provider = providerLabel(locale, order.provider);
  const title = opts.scan ? pt(locale, 'scanTitle') : `${pt(locale, 'sandboxTitle')} · ${provider}`;
  const rows: [PaymentMessageKey, string][] = [
    ['provider', provider],
    ['merchantOrder', order.merchantRef],
    ['providerOrder', order.id],
    ['amount', `${order.currency} ${minorToDecimal(order.amount)}`],
    ['state', order.state],
  ];
  const list = rows.map(([key, value]) => `<dt>${escapeHtml(pt(locale, key))}</dt><dd>${escapeHtml(value)}</dd>`).join('\n');
  const buttons = CHECKOUT_ACTIONS.map(
    (action) =>
      `<button type="submit" name="action" value="${action}"${action === 'pay' ? ' class="primary"' : ''}>${escapeHtml(pt(locale, ACTION_LABELS[action]))}</button>`,
  ).join('\n');
  const form = opts.payable
    ? `<form method="post" action="${SANDBOX_PREFIX}/checkout/${encodeURIComponent(order.id)}">
<input type="hidden" name="lang" value="${locale}">
<fieldset><legend>${escapeHtml(pt(locale, 'actions'))}</legend><div class="actions">
${buttons}
</div></fieldset>
</form>`
    : `<p>${escapeHtml(pt(locale, 'done'))}</p>`;
  const here = opts.scan ? `${SANDBOX_PREFIX}/wechat/scan/${encodeURIComponent(order.id)}` : `${SANDBOX_PREFIX}/checkout/${encodeURIComponent(order.id)}`;
  const body = `<h1>${escapeHtml(title)}</h1>
${opts.message ? `<p class="status" role="status">${escapeHtml(opts.message)}</p>` : ''}
<dl>
${list}
</dl>
${form}
${opts.backUrl ? `<p><a href="${escapeHtml(opts.backUrl)}">${escapeHtml(pt(locale, 'backToMerchant'))}</a></p>` : ''}
<nav aria-label="${escapeHtml(pt(locale, 'language'))}"><a href="${here}?lang=zh-Hans" lang="zh-Hans" hreflang="zh-Hans">中文</a> · <a href="${here}?lang=en" lang="en" hreflang="en">English</a></nav>`;
  return layout(locale, title, body);
}

export function notFoundPage(locale: Locale): string {
  return layout(locale, pt(locale, 'notFound'), `<h1>${escapeHtml(pt(locale, 'notFound'))}</h1>`);
}
