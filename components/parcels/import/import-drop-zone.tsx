'use client';

import { useState, type DragEvent } from 'react';
import styles from './import.module.css';

interface ImportDropZoneProps {
  accept: string;
  disabled: boolean;
  title: string;
  hint: string;
  /** Every file chosen or dropped at once (the caller refuses more than one). */
  onFiles: (files: File[]) => void;
}

/**
 * A file input in a large drop target (what antd's Upload.Dragger looked like): click, keyboard (the
 * input keeps the focus, the box shows it) or drag and drop. Nothing is uploaded here.
 */
export function ImportDropZone({ accept, disabled, title, hint, onFiles }: ImportDropZoneProps) {
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
        if (!disabled && files.length) onFiles(files);
      }}
    >
      <input
        type="file"
        accept={accept}
        disabled={disabled}
        className="sr-only"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // The same file chosen again (after a fix) must fire again.
          event.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
      <span className={styles.dropTitle}>{title}</span>
      <span className={styles.dropHint}>{hint}</span>
    </label>
  );
}
