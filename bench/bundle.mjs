// First-load JavaScript per route from the build output (.next/diagnostics/route-bundle-stats.json, read by
// check-bundle.mjs) against issue 25's targets. Printed as figures: `bench:check` enforces the same budgets in CI
// (its ceilings are these targets).
import { readRouteStats, TARGETS } from './check-bundle.mjs';
import { heading, kb, printTable } from './lib/format.mjs';

/** KB of gzip (level 9) first-load JavaScript per route class (check-bundle.mjs routeClass). */
export const JS_TARGETS_KB = TARGETS;
const CLASS_NAMES = { public: 'public', form: 'sign-in form', user: 'signed-in' };

/** '/[locale]/[site]/user/coupon' → '/user/coupon' (the build's internal route, as a visitor reads it). */
export const shortRoute = (route) => route.replace(/^\/\[locale\]\/\[site\]/, '') || '/';

export function printRouteBundles() {
  heading(
    `First-load JavaScript per route (gzip level 9 of its first-load chunks, route-bundle-stats.json): targets public ≤ ${JS_TARGETS_KB.public} KB, sign-in and recovery forms ≤ ${JS_TARGETS_KB.form} KB, signed-in ≤ ${JS_TARGETS_KB.user} KB`,
  );
  const stats = readRouteStats();
  if (!stats) {
    console.log('(no .next/diagnostics/route-bundle-stats.json: build the site first)');
    return;
  }
  const rows = stats.filter((row) => JS_TARGETS_KB[row.kind] !== undefined).sort((a, b) => a.kind.localeCompare(b.kind) || a.route.localeCompare(b.route));
  const counts = { PASS: 0, OVER: 0 };
  printTable(
    [
      { title: 'route' },
      { title: 'class' },
      { title: 'raw KB', align: 'right' },
      { title: 'gzip KB', align: 'right' },
      { title: 'target KB', align: 'right' },
      { title: 'verdict' },
    ],
    rows.map((row) => {
      const target = JS_TARGETS_KB[row.kind];
      const verdict = row.gzip <= target * 1024 ? 'PASS' : 'OVER';
      counts[verdict] += 1;
      return [
        shortRoute(row.route),
        CLASS_NAMES[row.kind],
        kb(row.raw),
        kb(row.gzip),
        target,
        verdict === 'OVER' ? `OVER by ${kb(row.gzip - target * 1024)} KB` : verdict,
      ];
    }),
  );
  console.log(`${counts.PASS} routes within their target, ${counts.OVER} over; ${stats.length - rows.length} not budgeted (API, error pages).`);
}
