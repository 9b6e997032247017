'use client';

import { useTranslations } from 'next-intl';
import { downloadAnnotatedImport, downloadImportTemplate, importParcels, previewParcelImport, type ImportPreview } from '@/lib/api/parcels';
import { IMPORT_MAX_ROWS } from '@/lib/contract/parcel-rules';
import { Link } from '@/lib/i18n/navigation';
import { buttonClassName } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form/form-alert';
import { PlainButton } from '@/components/ui/form/plain-button';
import { SuccessResult } from '@/components/ui/success-result';
import { annotatedFileName, saveBlob } from '@/components/ui/spreadsheet/spreadsheet-file';
import { SpreadsheetDropZone } from '@/components/ui/spreadsheet/spreadsheet-drop-zone';
import { useSpreadsheetUpload } from '@/components/ui/spreadsheet/use-spreadsheet-upload';
import { ImportPreviewView } from './import-preview';
import styles from './import.module.css';

/**
 * Bulk import: download the template, drop one spreadsheet, see what it would create and what is wrong,
 * download it with an error column, then import the valid parcels (one transaction on the server).
 */
export function ImportPanel() {
  const t = useTranslations('forecast.import');
  const upload = useSpreadsheetUpload<ImportPreview>(previewParcelImport);
  const { file, preview, setPreview, busy, error, run, reset } = upload;

  if (preview?.imported) {
    return (
      <SuccessResult
        title={t('doneTitle', { count: preview.createdIds.length })}
        actions={
          <>
            <Link href="/user/tranship-list" className={buttonClassName('primary')}>
              {t('viewParcels')}
            </Link>
            <PlainButton onClick={reset}>{t('importAnother')}</PlainButton>
          </>
        }
      />
    );
  }

  const valid = preview?.parcels.length ?? 0;
  return (
    <div className={styles.panel}>
      <p className={styles.intro}>{t('intro', { max: IMPORT_MAX_ROWS })}</p>
      <PlainButton
        onClick={() => run('template', async () => saveBlob(await downloadImportTemplate(), t('templateFileName')))}
        loading={busy === 'template'}
        disabled={busy === 'template'}
      >
        {t('downloadTemplate')}
      </PlainButton>
      <SpreadsheetDropZone upload={upload} t={t} />
      <FormAlert error={error} notice={busy === 'check' ? t('checking') : null} />
      {preview && file ? (
        <>
          <ImportPreviewView preview={preview} />
          <div className={styles.actions}>
            <PlainButton
              variant="primary"
              disabled={!valid || busy === 'submit'}
              loading={busy === 'submit'}
              onClick={() => run('submit', async () => setPreview(await importParcels(file)))}
            >
              {t('importValid', { count: valid })}
            </PlainButton>
            {preview.errors.length ? (
              <PlainButton
                loading={busy === 'annotated'}
                disabled={busy === 'annotated'}
                onClick={() => run('annotated', async () => saveBlob(await downloadAnnotatedImport(file), annotatedFileName(file.name, t('errorsSuffix'))))}
              >
                {t('downloadAnnotated')}
              </PlainButton>
            ) : null}
            <PlainButton variant="link" onClick={reset}>
              {t('chooseAnother')}
            </PlainButton>
          </div>
        </>
      ) : null}
    </div>
  );
}
