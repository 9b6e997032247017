import Link from 'next/link';
import { WALLET_TABS, type WalletTab } from '@/lib/contract/money-rules';
import tabStyles from '@/components/ui/list/status-tabs.module.css';
import { tabHref } from './wallet-query';

interface WalletTabsProps {
  current: WalletTab;
  /** The wallet's path and current query: a tab keeps the search (not the kind) and goes back to page 1. */
  pathname: string;
  search: string;
  label: (tab: WalletTab) => string;
  navLabel: string;
}

/** All / Top-ups / Payments / Refunds and adjustments: plain links (server-rendered, work without script). */
export function WalletTabs({ current, pathname, search, label, navLabel }: WalletTabsProps) {
  return (
    <nav aria-label={navLabel} className={tabStyles.tabs}>
      <ul>
        {(Object.keys(WALLET_TABS) as WalletTab[]).map((tab) => (
          <li key={tab}>
            <Link
              href={tabHref(pathname, search, tab)}
              prefetch={false}
              className={tabStyles.tab}
              aria-current={tab === current ? 'page' : undefined}
              data-tab={tab}
            >
              {label(tab)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
