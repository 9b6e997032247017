import { getTranslations } from 'next-intl/server';
import type { PaymentMethodInfo, Topup } from '@/lib/api/funds';
import { EmptyState } from '@/components/ui/empty-state';
import { Money } from '@/components/ui/money';
import { TAOBAO_LINK } from './methods';
import { paymentPageUrl } from './payment-url';
import type { TopupSymbols } from '@/lib/server-data/funds';
import styles from './topup.module.css';
import { FactList, TopupSection, type Fact } from './topup-section';

/** Method details with a label of their own (`topup.detail.<key>`); others show under their key. */
const LABELLED = ['bankName', 'accountName', 'accountNumber', 'branch', 'swift', 'itemTitle', 'shopName', 'note'] as const;
/** Details used otherwise (the reference, the item link and its unit price). */
const USED = new Set(['reference', 'memberCode', 'itemUrl', 'itemLink', 'unitPrice', 'unitCurrency']);

/** Taobao: units of the ¥1 item (or of `unitPrice`) to buy for the total, in whole units. */
export function taobaoQuantity(totalPay: number, unitPrice?: string): number {
  const unit = Number(unitPrice) > 0 ? Number(unitPrice) : 1;
  return Math.max(1, Math.ceil(Math.round((totalPay / unit) * 100) / 100));
}

interface OfflineInstructionsProps {
  topup: Topup;
  method: PaymentMethodInfo | null;
  symbols: TopupSymbols;
}

/**
 * How to pay a bank-transfer (8) or Taobao (33) top-up: the account with the reference (the member code
 * when the details carry it, else the top-up number), or the item link and how many to buy.
 */
export async function OfflineInstructions({ topup, method, symbols }: OfflineInstructionsProps) {
  const t = await getTranslations('topup');
  if (!method) return <EmptyState role="alert" title={t('detailsMissing')} retryLabel={t('retry')} />;
  const details = method.details;
  const taobao = topup.method === TAOBAO_LINK;
  const rows = Object.entries(details).filter(([key, value]) => value && !USED.has(key));
  const label = (key: string) => ((LABELLED as readonly string[]).includes(key) ? t(`detail.${key}` as 'detail.bankName') : key);
  const itemUrl = paymentPageUrl(details.itemUrl ?? details.itemLink);
  const quantity = taobaoQuantity(topup.totalPay, details.unitPrice);
  return (
    <TopupSection id="topup-offline" title={taobao ? t('taobaoHeading') : t('bankHeading')}>
      <FactList
        facts={[
          ...rows.map(([key, value]): Fact => ({ term: label(key), value, look: ['copyable'] })),
          taobao && {
            term: t('detail.itemUrl'),
            value: itemUrl ? (
              <a href={itemUrl} target="_blank" rel="noopener noreferrer">
                {t('openItem')}
              </a>
            ) : (
              '-'
            ),
          },
          taobao && { term: t('quantity'), value: quantity, look: ['strong'] },
          !taobao && { term: t('reference'), value: details.reference || details.memberCode || topup.id, look: ['copyable', 'strong'] },
          {
            term: taobao ? t('totalPay') : t('transferAmount'),
            value: <Money value={topup.totalPay} symbol={symbols.pay} />,
            look: ['strong'],
          },
        ]}
      />
      <p className={styles.hint}>{taobao ? t('quantityNote', { quantity }) : t('referenceNote')}</p>
    </TopupSection>
  );
}
