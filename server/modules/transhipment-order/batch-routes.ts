// The transhipment-order spreadsheet: template download, preview / confirm (all or nothing), and the uploaded
// file with its errors. Uploads are multipart/form-data read by the import engine (streamed, one file,
// limits), so the body is documented with a plain schema: a zod one would make the router buffer the form.
import { createHash } from 'node:crypto';
import { TranshipmentImportPreviewSchema } from '../../../lib/contract/schemas/transhipment-order.ts';
import { TRANSHIPMENT_BATCH_MAX_ROWS } from '../../../lib/contract/transhipment-order-rules.ts';
import { errorResponse, jsonContent } from '../../http.ts';
import { t } from '../../i18n.ts';
import { defineRoute } from '../../kernel/route.ts';
import { createRouter, fieldError } from '../../kernel/router.ts';
import { idempotent } from '../../kernel/idempotency.ts';
import { annotatedWorkbook, download, readUpload, serverBusy, spreadsheetAnswer, tooLarge, uploadBody } from '../import/index.ts';
import { countNumberCheck } from '../parcels/index.ts';
import { runTranshipmentBatch } from './batch.ts';
import { transhipmentTemplate } from './batch-template.ts';

const tags = ['Transhipment order'];
const O = '/u/order';

const uploadErrors = {
  400: errorResponse(
    `No file, more than one file, not .xls/.xlsx (name or content), unreadable, a required column missing, more than ${TRANSHIPMENT_BATCH_MAX_ROWS} rows, more than an import needs (ImportSheetTooLarge) or too slow to read (ImportFileTooSlow)`,
  ),
  ...tooLarge,
  429: errorResponse(
    'Too many tracking-number checks (per member and per client address): try again later; or another file of the member is still being read (ImportBusy)',
  ),
  ...serverBusy,
};

const templateRoute = defineRoute('customer', {
  tags,
  method: 'get',
  path: `${O}/getUploadTemplate`,
  summary: 'Transhipment spreadsheet: the template (.xlsx, headers in the request’s language, an example row, a codes sheet)',
  responses: { 200: spreadsheetAnswer('The template') },
});

const batchRoute = defineRoute('customer', {
  tags,
  method: 'post',
  path: `${O}/transhipmentOrders`,
  summary: 'Transhipment spreadsheet: every row checked and priced; with confirm=1 (Idempotency-Key) every order created, or none',
  description:
    'One row is one order forwarding one parcel as it arrives (forecast with the row). Rows missing required data are left out ' +
    '(skippedRows). With confirm=1 the file is all or nothing: any error and nothing is saved (imported false); otherwise each ' +
    'row becomes a forecast parcel and its order in one transaction, and createdIds are the orders (L…) in row order.',
  request: { body: uploadBody('1: create every order of the file in one transaction, or none when any row is wrong') },
  responses: {
    200: jsonContent(TranshipmentImportPreviewSchema, 'The preview (and what was created)'),
    ...uploadErrors,
    409: errorResponse('IDEMPOTENCY_IN_PROGRESS'),
    422: errorResponse('IDEMPOTENCY_MISMATCH'),
  },
});

const annotatedRoute = defineRoute('customer', {
  tags,
  method: 'post',
  path: `${O}/transhipmentOrders/annotated`,
  summary: 'Transhipment spreadsheet: the uploaded sheet with an error column added (.xlsx)',
  request: { body: uploadBody() },
  responses: { 200: spreadsheetAnswer('The uploaded rows with their errors'), ...uploadErrors },
});

export const transhipmentBatchRoutes = createRouter()
  .openapi(templateRoute, async (c) => {
    const { bytes, fileName } = await transhipmentTemplate(c.get('db'), c.get('tenantId'), c.get('locale'), c.get('site').baseCurrencyCode);
    return c.body(new Uint8Array(bytes), 200, download(fileName));
  })
  .openapi(batchRoute, async (c) => {
    // Its rows forecast tracking numbers: a check of them, limited as the parcel forecast's are.
    await countNumberCheck(c);
    const upload = await readUpload(c, { fields: ['confirm'] });
    const confirm = upload.fields.confirm ?? '0';
    if (confirm !== '0' && confirm !== '1') throw fieldError('confirm', 'fieldInvalid');
    const user = c.get('user');
    const run = async () => {
      const { preview } = await runTranshipmentBatch(c.get('db'), user, c.get('site'), {
        bytes: upload.bytes,
        locale: c.get('locale'),
        confirm: confirm === '1',
      });
      return c.json(preview, 200);
    };
    if (confirm === '0') return run();
    // Creating documents: the same Idempotency-Key with the same file answers the first result again.
    const digest = createHash('sha256').update(upload.bytes).digest('hex');
    return idempotent(c, user.id, `transhipmentBatch:${digest}`, run);
  })
  .openapi(annotatedRoute, async (c) => {
    await countNumberCheck(c);
    const upload = await readUpload(c);
    const locale = c.get('locale');
    const { errors } = await runTranshipmentBatch(c.get('db'), c.get('user'), c.get('site'), {
      bytes: upload.bytes,
      locale,
      confirm: false,
    });
    const bytes = await annotatedWorkbook(upload.bytes, errors, locale, c.get('user').id);
    return c.body(new Uint8Array(bytes), 200, download(`${t(locale, 'transhipmentAnnotatedFileName')}.xlsx`));
  });
