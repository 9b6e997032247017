'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { PROOF_MAX_FILES } from '@/lib/contract/money-rules';
import { LabelledField } from '@/components/ui/form/labelled-field';
import { PlainButton } from '@/components/ui/form/plain-button';
import { addProofFiles, PROOF_ACCEPT, type FileProblem } from './proof-files';
import proof from './proof-form.module.css';
import styles from './topup.module.css';

interface ProofFilesFieldProps {
  files: File[];
  onChange: (files: File[]) => void;
  /** A message for the field from the form or the server. */
  serverError: string | null;
  disabled?: boolean;
}

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** Up to 3 screenshots: type, size and count are checked as they are picked; each can be removed. */
export function ProofFilesField({ files, onChange, serverError, disabled }: ProofFilesFieldProps) {
  const t = useTranslations('topup');
  const [problems, setProblems] = useState<FileProblem[]>([]);
  const messages = [...problems.map((p) => (p.key === 'fileCount' ? t('fileCount') : t(p.key, { name: p.name }))), ...(serverError ? [serverError] : [])];
  const full = files.length >= PROOF_MAX_FILES;
  return (
    <LabelledField htmlFor="proof-files" label={t('files')} look={proof}>
      <input
        id="proof-files"
        type="file"
        multiple
        accept={PROOF_ACCEPT}
        className={proof.file}
        disabled={disabled || full}
        aria-describedby={`proof-files-hint${messages.length ? ' proof-files-error' : ''}`}
        aria-invalid={messages.length ? true : undefined}
        onChange={(event) => {
          const result = addProofFiles(files, Array.from(event.target.files ?? []));
          setProblems(result.problems);
          onChange(result.files);
          // The same file can be picked again after it was removed.
          event.target.value = '';
        }}
      />
      <p id="proof-files-hint" className={styles.hint}>
        {t('filesHint')} {t('filesChosen', { count: files.length })}
      </p>
      {messages.length ? (
        <ul id="proof-files-error" className={proof.errorList}>
          {messages.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : null}
      {files.length ? (
        <ul className={proof.fileList}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <span className={proof.fileName}>{file.name}</span>
              <span className={proof.size}>{sizeText(file.size)}</span>
              <PlainButton
                variant="link"
                size="small"
                disabled={disabled}
                aria-label={t('removeFile', { name: file.name })}
                onClick={() => {
                  setProblems([]);
                  onChange(files.filter((_, i) => i !== index));
                }}
              >
                ×
              </PlainButton>
            </li>
          ))}
        </ul>
      ) : null}
    </LabelledField>
  );
}
