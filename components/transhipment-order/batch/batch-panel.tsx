'use client';

import { useRef } from 'react';
import { useTranslations } from 'next-intl';
import { newIdempotencyKey } from '@/lib/api/funds';
import {
  downloadAnnotatedBatch,
  downloadTranshipmentTemplate,
  previewTranshipmentBatch,
  submitTranshipmentBatch,
  type TranshipmentImportPreview,
} from '@/lib/api/transhipment-order';
import { TRANSHIPMENT_BATCH_MAX_ROWS } from '@/lib/contract/transhipment-order-rules';
import { FormAlert } from '@/components/ui/form/form-alert';
import { PlainButton } from '@/components/ui/form/plain-button';
import { annotatedFileName, saveBlob } from '@/components/ui/spreadsheet/spreadsheet-file';
import { SpreadsheetDropZone } from '@/components/ui/spreadsheet/spreadsheet-drop-zone';
import { useSpreadsheetUpload } from '@/components/ui/spreadsheet/use-spreadsheet-upload';
import type { SiteCurrency } from '@/components/parcels/list/parcel-values';
import styles from '@/components/parcels/import/import.module.css';
import { BatchDone } from './batch-done';
import { BatchPreview } from './batch-preview';
import own from '@/components/transhipment-order/submit/transhipment.module.css';

const FIX_FIRST_ID = 'batch-fix-first';

/**
 * Many transhipment orders from one spreadsheet: download the template, drop the file, see the orders it
 * makes and what is wrong, download it with the errors marked; submit only a file without errors (every
 * order or none, on the server).
 */
export function BatchPanel({ currency }: { currency: SiteCurrency }) {
  const t = useTranslations('transhipmentOrderSubmit.batch');
  const upload = useSpreadsheetUpload<TranshipmentImportPreview>(previewTranshipmentBatch);
  const { file, preview, setPreview, busy, error, run, reset } = upload;
  // One Idempotency-Key per chosen file: a retried submit of the same file is answered once.
  const keys = useRef(new WeakMap<File, string>());
  const keyOf = (chosen: File) => keys.current.get(chosen) ?? keys.current.set(chosen, newIdempotencyKey()).get(chosen)!;

  if (preview?.imported) return <BatchDone ids={preview.createdIds} onAgain={reset} />;

  const valid = preview?.orders.length ?? 0;
  const wrong = (preview?.errors.length ?? 0) > 0;
  let notice: string | null = null;
  if (busy === 'check') notice = t('checking');
  else if (busy === 'submit') notice = t('submitting');
  return (
    <div className={styles.panel}>
      <p className={styles.intro}>{t('intro', { max: TRANSHIPMENT_BATCH_MAX_ROWS })}</p>
      <details className={own.columns}>
        <summary>{t('columnsTitle')}</summary>
        <p>{t('columns')}</p>
      </details>
      <PlainButton
        onClick={() => void run('template', async () => saveBlob(await downloadTranshipmentTemplate(), t('templateFileName')))}
        loading={busy === 'template'}
        disabled={busy !== null}
      >
        {t('downloadTemplate')}
      </PlainButton>
      <SpreadsheetDropZone upload={upload} t={t} />
      <FormAlert error={error} notice={notice} />
      {preview && file ? (
        <>
          <BatchPreview preview={preview} currency={currency} />
          {wrong ? (
            <p id={FIX_FIRST_ID} role="status" className={styles.note}>
              {t('fixFirst')}
            </p>
          ) : null}
          <div className={styles.actions}>
            <PlainButton
              variant="primary"
              disabled={!valid || wrong || busy !== null}
              loading={busy === 'submit'}
              aria-describedby={wrong ? FIX_FIRST_ID : undefined}
              onClick={() => void run('submit', async () => setPreview(await submitTranshipmentBatch(file, keyOf(file))))}
            >
              {t('submit', { count: valid })}
            </PlainButton>
            {wrong ? (
              <PlainButton
                loading={busy === 'annotated'}
                disabled={busy !== null}
                onClick={() => void run('annotated', async () => saveBlob(await downloadAnnotatedBatch(file), annotatedFileName(file.name, t('errorsSuffix'))))}
              >
                {t('downloadAnnotated')}
              </PlainButton>
            ) : null}
            <PlainButton variant="link" onClick={reset} disabled={busy !== null}>
              {t('chooseAnother')}
            </PlainButton>
          </div>
        </>
      ) : null}
    </div>
  );
}
