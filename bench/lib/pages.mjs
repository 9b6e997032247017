// The page kinds of issue 25, in both languages (zh-Hans paths have no prefix, English ones start with /en).
// Pages that need an id (an article, each detail page, the waybill payment) take it from the links of a page
// the demo data fills: the demo seed's ids differ per data directory.

/**
 * group: 'public' (content pages), 'form' (sign-in forms), 'signed-in'. list: a signed-in list page (HTML
 * size and render time). discover: { from, pattern } — the first match of pattern (group 1: a same-site
 * path, zh-Hans) in the HTML of from is the page's path; many: true joins every match's id into ?ids=.
 */
export const PAGE_KINDS = [
  { key: 'home', label: 'home', path: '/', group: 'public' },
  { key: 'help', label: 'help centre', path: '/help/help-center', group: 'public' },
  { key: 'calculator', label: 'calculator', path: '/shipping-fee', group: 'public' },
  { key: 'article', label: 'article', group: 'public', discover: { from: '/', pattern: /href="(\/(?:help\/content|article)\/[^"?#]+)"/ } },
  { key: 'login', label: 'sign in', path: '/login', group: 'form' },
  { key: 'register', label: 'register', path: '/register', group: 'form' },
  { key: 'login-by-code', label: 'sign in by code', path: '/login-by-code', group: 'form' },
  { key: 'user-center', label: 'user centre', path: '/user/user-center', group: 'signed-in' },
  { key: 'parcels', label: 'parcels', path: '/user/tranship-list', group: 'signed-in', list: true },
  { key: 'waybills', label: 'waybills', path: '/user/combined-order', group: 'signed-in', list: true },
  { key: 'transhipments', label: 'transhipment orders', path: '/user/order-detail', group: 'signed-in', list: true },
  { key: 'wallet', label: 'wallet', path: '/user/my-wallet', group: 'signed-in', list: true },
  { key: 'records', label: 'transaction records', path: '/details/transaction-record', group: 'signed-in', list: true },
  { key: 'coupons', label: 'coupons', path: '/user/coupon', group: 'signed-in', list: true },
  { key: 'points', label: 'points', path: '/user/integral-record', group: 'signed-in', list: true },
  {
    key: 'parcel-detail',
    label: 'parcel detail',
    group: 'signed-in',
    discover: { from: '/user/tranship-list', pattern: /href="(\/user\/tranship-list\?id=[^"&]+)"/ },
  },
  {
    key: 'waybill-detail',
    label: 'waybill detail',
    group: 'signed-in',
    discover: { from: '/user/combined-order', pattern: /href="(\/user\/combined-order-detail\?id=[^"&]+)"/ },
  },
  {
    key: 'transhipment-detail',
    label: 'transhipment detail',
    group: 'signed-in',
    discover: { from: '/user/order-detail', pattern: /href="(\/user\/order-detail\?id=[^"&]+)"/ },
  },
  {
    key: 'record-detail',
    label: 'transaction record',
    group: 'signed-in',
    discover: { from: '/details/transaction-record', pattern: /href="(\/details\/transaction-record\?id=[^"&]+)"/ },
  },
  {
    key: 'topup-detail',
    label: 'top-up detail',
    group: 'signed-in',
    discover: { from: '/user/my-wallet', pattern: /href="(\/details\/topup\?id=[^"&]+)"/ },
  },
  { key: 'waybill-submit', label: 'waybill submit', path: '/user/submit-tranship-order', group: 'signed-in' },
  {
    key: 'waybill-pay',
    label: 'waybill payment',
    group: 'signed-in',
    discover: { from: '/user/pending-payment', pattern: /href="\/user\/combined-order-detail\?id=([^"&]+)"/, many: '/user/combine-and-pay-l?ids=' },
  },
  { key: 'transhipment-submit', label: 'transhipment submit', path: '/user/order-detail?view=new', group: 'signed-in' },
  { key: 'top-up', label: 'top-up', path: '/user/recharge', group: 'signed-in' },
];

export const LANGUAGES = ['zh-Hans', 'en'];

/** The page's path in a language: '/' → '/en', '/login' → '/en/login'. */
export function localePath(path, language) {
  if (language !== 'en') return path;
  return path === '/' ? '/en' : `/en${path}`;
}

/** GET with the session when the page needs one; resolves to { status, location, html, ms } (ms: to the full body). */
export async function fetchPage(base, path, cookie) {
  const started = performance.now();
  const response = await fetch(new URL(path, base), { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  const html = await response.text();
  return { status: response.status, location: response.headers.get('location'), html, ms: performance.now() - started };
}

const decode = (value) => value.replace(/&amp;/g, '&');

/**
 * Every page kind with its zh-Hans path; a kind whose id could not be found carries `missing` (the reason)
 * instead of a path.
 */
export async function resolvePages(base, cookie) {
  const htmlOf = new Map();
  const pages = [];
  for (const kind of PAGE_KINDS) {
    if (!kind.discover) {
      pages.push({ ...kind });
      continue;
    }
    const { from, pattern, many } = kind.discover;
    if (!htmlOf.has(from)) {
      const page = await fetchPage(base, from, cookie).catch((error) => ({ status: error.message, html: '' }));
      htmlOf.set(from, page.status === 200 ? page.html : '');
    }
    const html = htmlOf.get(from);
    const global = new RegExp(pattern.source, 'g');
    const matches = [...new Set([...html.matchAll(global)].map((match) => decode(match[1])))];
    if (many) {
      pages.push(matches.length ? { ...kind, path: many + matches.slice(0, 2).join(',') } : { ...kind, missing: `no link on ${from}` });
      continue;
    }
    let found = null;
    for (const candidate of matches.slice(0, 5)) {
      if ((await fetchPage(base, candidate, cookie)).status === 200) {
        found = candidate;
        break;
      }
    }
    pages.push(found ? { ...kind, path: found } : { ...kind, missing: matches.length ? `no link on ${from} answers 200` : `no link on ${from}` });
  }
  return pages;
}

/** Each page in each language: { key, label, language, path, group, list, missing }. */
export function inLanguages(pages) {
  return pages.flatMap((page) =>
    LANGUAGES.map((language) => ({ ...page, language, path: page.path === undefined ? undefined : localePath(page.path, language) })),
  );
}

/**
 * Pages chosen by a comma list (BENCH_LIGHTHOUSE): a kind's key ('home', 'waybill-detail': both languages),
 * a group ('public', 'form', 'signed-in'), 'en' or 'zh-Hans' (one language of the kinds chosen besides), or a
 * path ('/en/login'). Empty: every page.
 */
export function selectPages(pages, spec) {
  const tokens = (spec ?? '')
    .split(',')
    .map((token) => token.trim())
    .filter(Boolean);
  const languages = tokens.filter((token) => LANGUAGES.includes(token));
  const rest = tokens.filter((token) => !LANGUAGES.includes(token));
  return pages.filter(
    (page) =>
      (languages.length === 0 || languages.includes(page.language)) &&
      (rest.length === 0 || rest.some((token) => token === page.key || token === page.group || token === page.path)),
  );
}
