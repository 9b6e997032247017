'use client';
import dynamic from 'next/dynamic';

/** The spreadsheet panel's code, loaded only by the upload view (see ../submit/lazy-transhipment-form.tsx). */
export const LazyBatchPanel = dynamic(() => import('./batch-panel').then((m) => m.BatchPanel));
