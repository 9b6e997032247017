// The parcel forecast import: template download, preview / confirm, and the uploaded file with its errors.
// Uploads are multipart/form-data read by the import engine (streamed, one file, limits), so the body is
// documented with a plain schema: a zod one would make the router parse (and buffer) the form first.
import { ImportPreviewSchema } from '../../../lib/contract/schemas/parcels.ts';
import { errorResponse, jsonContent } from '../../http.ts';
import { t } from '../../i18n.ts';
import { defineRoute } from '../../kernel/route.ts';
import { createRouter, fieldError } from '../../kernel/router.ts';
import { annotatedWorkbook, download, readUpload, serverBusy, spreadsheetAnswer, tooLarge, uploadBody } from '../import/index.ts';
import { runParcelImport } from './import.ts';
import { countNumberCheck } from './number-checks.ts';
import { parcelImportTemplate } from './import-template.ts';

const base = { tags: ['Parcels'] };
const PATH = '/u/ship-for-me/parcel';

const uploadErrors = {
  400: errorResponse(
    'No file, more than one file, not .xls/.xlsx (name or content), unreadable, a required column missing, more than 500 rows, more than an import needs (ImportSheetTooLarge) or too slow to read (ImportFileTooSlow)',
  ),
  ...tooLarge,
  429: errorResponse(
    'Too many tracking-number checks (per member and per client address): try again later; or another file of the member is still being read (ImportBusy)',
  ),
  ...serverBusy,
};

const templateRoute = defineRoute('customer', {
  ...base,
  method: 'get',
  path: `${PATH}/import-template`,
  summary: 'Parcel import: the template (.xlsx, headers in the request’s language, an example row, a codes sheet)',
  responses: { 200: spreadsheetAnswer('The template') },
});

const importRoute = defineRoute('customer', {
  ...base,
  method: 'post',
  path: `${PATH}/import-by-excel`,
  summary: 'Parcel import: every row checked, then a preview; with confirm=1 the valid parcels are forecast at once',
  description:
    'Rows with one tracking number are the goods lines of one parcel. Rows missing required data are left out (skippedRows). ' +
    'With confirm=1 the valid parcels are created in one transaction (all of them or none).',
  request: { body: uploadBody('1: forecast the valid parcels (one transaction)') },
  responses: { 200: jsonContent(ImportPreviewSchema, 'The preview (and what was imported)'), ...uploadErrors },
});

const annotatedRoute = defineRoute('customer', {
  ...base,
  method: 'post',
  path: `${PATH}/import-by-excel/annotated`,
  summary: 'Parcel import: the uploaded sheet with an error column added (.xlsx)',
  request: { body: uploadBody() },
  responses: { 200: spreadsheetAnswer('The uploaded rows with their errors'), ...uploadErrors },
});

export const parcelImportRoutes = createRouter()
  .openapi(templateRoute, async (c) => {
    const { bytes, fileName } = await parcelImportTemplate(c.get('db'), c.get('tenantId'), c.get('locale'), c.get('site').baseCurrencyCode);
    return c.body(new Uint8Array(bytes), 200, download(fileName));
  })
  .openapi(importRoute, async (c) => {
    await countNumberCheck(c);
    const upload = await readUpload(c, { fields: ['confirm'] });
    const confirm = upload.fields.confirm ?? '0';
    if (confirm !== '0' && confirm !== '1') throw fieldError('confirm', 'fieldInvalid');
    const { preview } = await runParcelImport(c.get('db'), c.get('user'), {
      bytes: upload.bytes,
      locale: c.get('locale'),
      currency: c.get('site').baseCurrencyCode,
      confirm: confirm === '1',
    });
    return c.json(preview, 200);
  })
  .openapi(annotatedRoute, async (c) => {
    await countNumberCheck(c);
    const upload = await readUpload(c);
    const locale = c.get('locale');
    const { errors } = await runParcelImport(c.get('db'), c.get('user'), {
      bytes: upload.bytes,
      locale,
      currency: c.get('site').baseCurrencyCode,
      confirm: false,
    });
    const bytes = await annotatedWorkbook(upload.bytes, errors, locale, c.get('user').id);
    return c.body(new Uint8Array(bytes), 200, download(`${t(locale, 'parcelImportAnnotatedFileName')}.xlsx`));
  });
