'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { failureMessage } from '@/lib/api/failure-message';
import { IMPORT_FILE_COUNT, readBlobFailure, spreadsheetProblem } from './spreadsheet-file';

export type UploadStep = 'template' | 'check' | 'annotated' | 'submit';

/** The spreadsheets a drop zone accepts: one .xls or .xlsx file. */
export const SPREADSHEET_ACCEPT = '.xls,.xlsx,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The state of a spreadsheet upload (the parcels' bulk import, the transhipment orders' batch): the file
 * chosen, the server's preview of it (`check` reads one), the step under way and the last failure as a
 * sentence. `choose` takes what was dropped (one spreadsheet, or a localized refusal) and checks it;
 * `run` wraps a step (template, annotated copy, submit) so a failure is said, never thrown.
 * Needs the `validation` and `errors` catalog namespaces.
 */
export function useSpreadsheetUpload<Preview>(check: (file: File) => Promise<Preview>) {
  const tv = useTranslations('validation');
  const te = useTranslations('errors');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [busy, setBusy] = useState<UploadStep | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function run(step: UploadStep, action: () => Promise<void>) {
    setBusy(step);
    setError(null);
    try {
      await action();
    } catch (failure) {
      const fallback = step === 'submit' ? te('submitFailed') : te('uploadFailed');
      setError(failureMessage(await readBlobFailure(failure), { network: te('requestMsg'), fallback }));
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
    void run('check', async () => setPreview(await check(chosen)));
  }

  function reset() {
    setFile(null);
    setPreview(null);
    setError(null);
  }

  return { file, preview, setPreview, busy, error, run, choose, reset };
}
