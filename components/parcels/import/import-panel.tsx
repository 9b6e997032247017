'use client';

import { useState } from 'react';
import { Button } from 'antd';
import { useTranslations } from 'next-intl';
import { downloadAnnotatedImport, downloadImportTemplate, importParcels, previewParcelImport, type ImportPreview } from '@/lib/api/parcels';
import { failureMessage } from '@/lib/api/failure-message';
import { IMPORT_MAX_ROWS } from '@/lib/contract/parcel-rules';
import { Link } from '@/lib/i18n/navigation';
import { buttonClassName } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form/form-alert';
import { SuccessResult } from '@/components/ui/success-result';
import { annotatedFileName, IMPORT_FILE_COUNT, readBlobFailure, saveBlob, spreadsheetProblem } from './import-file';
import { ImportDropZone } from './import-drop-zone';
import { ImportPreviewView } from './import-preview';
import styles from './import.module.css';

type Busy = 'template' | 'check' | 'annotated' | 'import' | null;

const ACCEPT = '.xls,.xlsx,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Bulk import: download the template, drop one spreadsheet, see what it would create and what is wrong,
 * download it with an error column, then import the valid parcels (one transaction on the server).
 */
export function ImportPanel() {
  const t = useTranslations('forecast.import');
  const tv = useTranslations('validation');
  const te = useTranslations('errors');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);

  async function run(kind: Busy, action: () => Promise<void>) {
    setBusy(kind);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(
        failureMessage(await readBlobFailure(failure), {
          network: te('requestMsg'),
          fallback: kind === 'import' ? te('submitFailed') : te('uploadFailed'),
        }),
      );
    } finally {
      setBusy(null);
    }
  }

  function choose(all: File[]) {
    const chosen = all[0];
    const problem = spreadsheetProblem(chosen, all.length);
    if (problem) {
      // Several files dropped at once are refused, with one message.
      setError(problem === 'fileCountLimit' ? tv('fileCountLimit', { max: IMPORT_FILE_COUNT }) : tv(problem));
      return;
    }
    setFile(chosen);
    setPreview(null);
    void run('check', async () => setPreview(await previewParcelImport(chosen)));
  }

  const reset = () => {
    setFile(null);
    setPreview(null);
    setError(null);
  };

  if (preview?.imported) {
    return (
      <SuccessResult
        title={t('doneTitle', { count: preview.createdIds.length })}
        actions={
          <>
            <Link href="/user/tranship-list" className={buttonClassName('primary')}>
              {t('viewParcels')}
            </Link>
            <Button onClick={reset}>{t('importAnother')}</Button>
          </>
        }
      />
    );
  }

  const valid = preview?.parcels.length ?? 0;
  return (
    <div className={styles.panel}>
      <p className={styles.intro}>{t('intro', { max: IMPORT_MAX_ROWS })}</p>
      <Button
        onClick={() => run('template', async () => saveBlob(await downloadImportTemplate(), t('templateFileName')))}
        loading={busy === 'template'}
      >
        {t('downloadTemplate')}
      </Button>
      <ImportDropZone
        accept={ACCEPT}
        disabled={busy !== null}
        title={file ? t('chosen', { name: file.name }) : t('dropTitle')}
        hint={t('dropHint')}
        onFiles={choose}
      />
      <FormAlert error={error} notice={busy === 'check' ? t('checking') : null} />
      {preview && file ? (
        <>
          <ImportPreviewView preview={preview} />
          <div className={styles.actions}>
            <Button
              type="primary"
              disabled={!valid}
              loading={busy === 'import'}
              onClick={() => run('import', async () => setPreview(await importParcels(file)))}
            >
              {t('importValid', { count: valid })}
            </Button>
            {preview.errors.length ? (
              <Button
                loading={busy === 'annotated'}
                onClick={() =>
                  run('annotated', async () =>
                    saveBlob(await downloadAnnotatedImport(file), annotatedFileName(file.name, t('errorsSuffix'))),
                  )
                }
              >
                {t('downloadAnnotated')}
              </Button>
            ) : null}
            <Button type="link" onClick={reset}>
              {t('chooseAnother')}
            </Button>
          </div>
        </>
      ) : null}
    </div>
  );
}
