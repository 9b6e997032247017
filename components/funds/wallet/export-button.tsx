'use client';

import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { exportTransactionRecords, type RecordFilter } from '@/lib/api/funds';
import { failureMessage } from '@/lib/api/failure-message';
import { showErrorToast } from '@/lib/api/feedback';
import { EXPORT_MAX_ROWS } from '@/lib/contract/money-rules';
import { PlainButton } from '@/components/ui/form/plain-button';
import { downloadBlob, withParsedBlobError } from './download';
import { exportFileName } from './wallet-query';
import styles from './wallet.module.css';

interface ExportButtonProps {
  /** The list's filter as the server read it (tab, dates, kind, status, number), without paging. */
  filter: RecordFilter;
  /** Rows the filter selects: none disables the button; more than an export holds says so. */
  total: number;
}

/** "Export to Excel": the records the list shows (every page, up to EXPORT_MAX_ROWS) as wallet-records-YYYYMMDD.xlsx. */
export function ExportButton({ filter, total }: ExportButtonProps) {
  const t = useTranslations('wallet.records');
  const te = useTranslations('errors');
  const [working, setWorking] = useState(false);
  const inFlight = useRef(false);

  async function exportRecords() {
    if (inFlight.current) return;
    inFlight.current = true;
    setWorking(true);
    try {
      const blob = await exportTransactionRecords(filter);
      downloadBlob(blob, exportFileName(new Date()));
    } catch (error) {
      showErrorToast(failureMessage(await withParsedBlobError(error), { network: te('requestMsg'), fallback: t('exportFailed') }));
    } finally {
      inFlight.current = false;
      setWorking(false);
    }
  }

  return (
    <div className={styles.export}>
      <PlainButton onClick={() => void exportRecords()} loading={working} disabled={total === 0}>
        {t('export')}
      </PlainButton>
      {total > EXPORT_MAX_ROWS ? <p className={styles.muted}>{t('exportLimit', { max: EXPORT_MAX_ROWS })}</p> : null}
    </div>
  );
}
