'use client';

import { useState, type DragEvent } from 'react';
import styles from '@/components/parcels/import/import.module.css';
import { SPREADSHEET_ACCEPT, type UploadStep } from './use-spreadsheet-upload';

/** The drop zone's texts in the feature's namespace (`chosen` names the file). */
type DropZoneText = 'dropTitle' | 'dropHint' | 'chosen';

interface SpreadsheetDropZoneProps {
  /** The upload it feeds (`useSpreadsheetUpload`): its file is named, it waits while a step runs, it is given what was chosen. */
  upload: { file: File | null; busy: UploadStep | null; choose: (files: File[]) => void };
  t: (key: DropZoneText, values?: { name: string }) => string;
}

/**
 * A spreadsheet file input in a large drop target (what antd's Upload.Dragger looked like): click, keyboard
 * (the input keeps the focus, the box shows it) or drag and drop. Every file chosen or dropped at once goes
 * to the upload, which refuses more than one; nothing is sent here.
 */
export function SpreadsheetDropZone({ upload, t }: SpreadsheetDropZoneProps) {
  const { file, choose } = upload;
  const disabled = upload.busy !== null;
  const [over, setOver] = useState(false);
  const dragging = (event: DragEvent<HTMLLabelElement>, value: boolean) => {
    event.preventDefault();
    if (!disabled) setOver(value);
  };
  return (
    <label
      className={styles.dropZone}
      data-over={over || undefined}
      data-disabled={disabled || undefined}
      onDragOver={(event) => dragging(event, true)}
      onDragLeave={(event) => dragging(event, false)}
      onDrop={(event) => {
        dragging(event, false);
        const files = [...event.dataTransfer.files];
        if (!disabled && files.length) choose(files);
      }}
    >
      <input
        type="file"
        accept={SPREADSHEET_ACCEPT}
        disabled={disabled}
        className="sr-only"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // The same file chosen again (after a fix) must fire again.
          event.target.value = '';
          if (files.length) choose(files);
        }}
      />
      <span className={styles.dropTitle}>{file ? t('chosen', { name: file.name }) : t('dropTitle')}</span>
      <span className={styles.dropHint}>{t('dropHint')}</span>
    </label>
  );
}
