// What every spreadsheet import's routes share: the OpenAPI shape of an .xlsx answer and of the multipart
// upload (a plain schema: a zod one would make the router buffer the form the engine streams), the 413
// answer, what reading the file can refuse, and the headers of a downloaded workbook.
import { errorResponse } from '../../http.ts';
import { attachment, XLSX_MEDIA_TYPE } from './workbook.ts';

export const spreadsheetAnswer = (description: string) => ({
  content: { [XLSX_MEDIA_TYPE]: { schema: { type: 'string' as const, format: 'binary' } } },
  description,
});

const file = { type: 'string' as const, format: 'binary', description: 'One .xls or .xlsx file of at most 5 MB (SPEC section 5)' };

/** The upload body; `confirm`: the description of confirm=1 when the call can also import. */
export const uploadBody = (confirm?: string) => ({
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object' as const,
        required: ['file'],
        properties: {
          file,
          ...(confirm ? { confirm: { type: 'string' as const, enum: ['0', '1'], default: '0', description: confirm } } : {}),
        },
      },
    },
  },
  required: true,
});

export const tooLarge = { 413: errorResponse('The file is larger than 5 MB, or the whole body past the upload limit') };

/** The parse pool's queue is full (server/modules/import/parse-pool.ts). */
export const serverBusy = { 503: errorResponse('Too many spreadsheets are being read at once (ImportServerBusy): try again shortly') };

export const download = (fileName: string) => ({
  'content-type': XLSX_MEDIA_TYPE,
  'content-disposition': attachment(fileName),
  'cache-control': 'no-store',
});
