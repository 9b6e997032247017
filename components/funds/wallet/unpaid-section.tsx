import { getTranslations } from 'next-intl/server';
import type { TransactionRecord } from '@/lib/api/funds';
import type { ListResult } from '@/lib/contract/wire';
import { EmptyState } from '@/components/ui/empty-state';
import { UnpaidDocuments } from './unpaid-documents';
import { WalletSection } from './wallet-section';
import { recordRowOf } from '../records/record-row';
import type { Loaded } from '@/lib/server-data/loaded';
import styles from './wallet.module.css';

/** Bills to pay from the wallet; nothing when there are none, a retry when they could not be read. */
export async function UnpaidSection({ unpaid, symbol }: { unpaid: Loaded<ListResult<TransactionRecord>>; symbol: string }) {
  if (unpaid.ok && !unpaid.data.items?.length) return null;
  const t = await getTranslations('wallet');
  return (
    <WalletSection id="wallet-unpaid" title={t('unpaid.heading')}>
      {unpaid.ok ? (
        <>
          <p className={styles.muted}>{t('unpaid.intro')}</p>
          <UnpaidDocuments items={(unpaid.data.items ?? []).map(recordRowOf)} symbol={symbol} />
        </>
      ) : (
        <EmptyState title={t('unpaid.loadFailed')} retryLabel={t('retry')} role="alert" />
      )}
    </WalletSection>
  );
}
