// The upload of one spreadsheet: multipart/form-data streamed through busboy with limits (one file of at most
// UPLOAD_MAX_BYTES, a few small text fields), the extension and the file's first bytes checked. The whole
// body is capped before this by the app's body limit (lib/net/body-limits.ts: 5 MB + multipart overhead).
import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import busboy from 'busboy';
import type { Context } from 'hono';
import { SPREADSHEET_EXTENSIONS, UPLOAD_MAX_BYTES } from '../../../lib/contract/constants.ts';
import { ApiError } from '../../errors.ts';
import type { AppEnv } from '../../http.ts';

export type SpreadsheetKind = 'xlsx' | 'xls';

export interface Upload {
  fileName: string;
  kind: SpreadsheetKind;
  bytes: Buffer;
  /** The text fields that were asked for (others are ignored). */
  fields: Record<string, string>;
}

export interface UploadOptions {
  /** The file's field name (default `file`). */
  fileField?: string;
  /** Text fields to keep. */
  fields?: string[];
  maxBytes?: number;
}

/** .xlsx is a ZIP package; .xls is an OLE2 compound file. */
const SIGNATURES: Record<SpreadsheetKind, number[]> = {
  xlsx: [0x50, 0x4b, 0x03, 0x04],
  xls: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
};

/** The container the bytes are, whatever the name says (null: neither). */
export function sniffSpreadsheet(bytes: Uint8Array): SpreadsheetKind | null {
  for (const kind of ['xlsx', 'xls'] as const) {
    const signature = SIGNATURES[kind];
    if (bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b)) return kind;
  }
  return null;
}

export function spreadsheetKindOf(fileName: string): SpreadsheetKind | null {
  const ext = /\.([^./\\]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  return (SPREADSHEET_EXTENSIONS as readonly string[]).includes(ext) ? (ext as SpreadsheetKind) : null;
}

const invalid = () => new ApiError(400, 'ImportUploadInvalid', 'importUploadInvalid');

/** Reads the request's one spreadsheet; throws a localized ApiError for anything else. */
export async function readUpload(c: Context<AppEnv>, options: UploadOptions = {}): Promise<Upload> {
  const fileField = options.fileField ?? 'file';
  const maxBytes = options.maxBytes ?? UPLOAD_MAX_BYTES;
  const wanted = new Set(options.fields ?? []);
  const contentType = c.req.header('content-type') ?? '';
  const body = c.req.raw.body;
  if (!/^multipart\/form-data/i.test(contentType) || !body) throw new ApiError(400, 'ImportFileRequired', 'importFileRequired');

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      defParamCharset: 'utf8',
      // One byte past the limit: busboy flags a file that reaches its fileSize, and a file of exactly maxBytes is fine.
      limits: { files: 1, fileSize: maxBytes + 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 20 },
    });
  } catch {
    throw invalid(); // no boundary, or not multipart at all
  }

  const fields: Record<string, string> = {};
  const chunks: Buffer[] = [];
  const state = { fileName: null as string | null, otherFileField: false, tooMany: false, tooLarge: false, tooManyParts: false };

  await new Promise<void>((resolve, reject) => {
    parser.on('file', (name, stream, info) => {
      if (name !== fileField) {
        state.otherFileField = true;
        stream.resume();
        return;
      }
      state.fileName = info.filename ?? '';
      // Past the limit busboy truncates the file: the rest of the body is drained, never kept.
      stream.on('limit', () => {
        state.tooLarge = true;
        chunks.length = 0;
      });
      stream.on('data', (chunk: Buffer) => {
        if (!state.tooLarge) chunks.push(chunk);
      });
    });
    parser.on('field', (name, value) => {
      if (wanted.has(name)) fields[name] = value;
    });
    parser.on('filesLimit', () => {
      state.tooMany = true;
    });
    parser.on('partsLimit', () => {
      state.tooManyParts = true;
    });
    parser.on('fieldsLimit', () => {
      state.tooManyParts = true;
    });
    parser.on('error', () => reject(invalid()));
    parser.on('close', () => resolve());
    const source = Readable.fromWeb(body as NodeWebStream<Uint8Array>);
    // A body that breaks off (the client went away) is an invalid upload, not a server failure.
    source.on('error', () => reject(invalid()));
    source.pipe(parser);
  });

  const { fileName } = state;
  if (state.tooMany || (state.otherFileField && fileName !== null)) throw new ApiError(400, 'ImportFileCount', 'importFileCount');
  if (state.tooManyParts) throw invalid();
  if (fileName === null) throw new ApiError(400, 'ImportFileRequired', 'importFileRequired');
  const kind = spreadsheetKindOf(fileName);
  if (!kind) throw new ApiError(400, 'ImportFileType', 'importFileType');
  if (state.tooLarge || chunks.reduce((n, c) => n + c.length, 0) > maxBytes) throw new ApiError(413, 'ImportFileTooLarge', 'importFileTooLarge');
  const bytes = Buffer.concat(chunks);
  if (bytes.length === 0 || !sniffSpreadsheet(bytes)) throw new ApiError(400, 'ImportFileNotSpreadsheet', 'importFileNotSpreadsheet');
  return { fileName, kind, bytes, fields };
}
