// What the parse worker does (parse-worker.ts runs it on its own thread, parse-pool.ts sends it there): read
// an upload's first sheet into a matrix, or write the annotated copy of an upload.
import { ApiError } from '../../errors.ts';
import type { RowNote } from './annotate.ts';
import { readMatrix, type SheetMatrix } from './read-matrix.ts';

export type ParseJob =
  { kind: 'matrix'; bytes: Uint8Array; rowCap: number } | { kind: 'annotate'; bytes: Uint8Array; rowCap: number; notes: RowNote[]; header: string };

export type JobValue<J extends ParseJob> = J extends { kind: 'matrix' } ? SheetMatrix : Uint8Array;

/** An ApiError as it crosses the thread boundary (a class does not survive structured cloning). */
export interface JobError {
  status: number;
  code: string;
  message: string;
}

export type JobAnswer = { id: number; value: SheetMatrix | Uint8Array } | { id: number; error: JobError | null; detail?: string };

export async function runJob(job: ParseJob): Promise<SheetMatrix | Uint8Array> {
  const matrix = readMatrix(job.bytes, job.rowCap);
  if (job.kind === 'matrix') return matrix;
  // exceljs only when a job writes (it takes a worker ~200 ms to load)
  const { annotateMatrix } = await import('./annotate.ts');
  return annotateMatrix(matrix, job.notes, job.header);
}

/** The answer to one job: its value, or its refusal (an ApiError), or null for anything else (a bug). */
export async function answer(id: number, job: ParseJob): Promise<JobAnswer> {
  try {
    return { id, value: await runJob(job) };
  } catch (err) {
    if (err instanceof ApiError) return { id, error: { status: err.status, code: err.code, message: err.message } };
    return { id, error: null, detail: err instanceof Error ? (err.stack ?? err.message) : String(err) };
  }
}
