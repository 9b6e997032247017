// The wallet page's figures: balance, points, usable coupons and the top-ups still open.
import type { Db } from '../../db/client.ts';
import type { SiteRow, UserRow } from '../../http.ts';
import { usableCouponCount } from '../coupons/index.ts';
import { providers } from './provider-port.ts';
import { pointsBalance, walletSummary } from './summary.ts';
import { pendingTopups } from './topups.ts';

export async function walletOverview(db: Db, user: UserRow, site: SiteRow) {
  const [wallet, points, usable, pending] = await Promise.all([
    walletSummary(db, user, site),
    pointsBalance(db, user),
    usableCouponCount(db, user),
    pendingTopups(db, user),
  ]);
  return { ...wallet, points, usableCouponCount: usable, pendingTopups: pending, testMode: providers().mode() === 'sandbox' };
}
