// The import module: the spreadsheet engine the parcel import and the transhipment-order batch share
// (streamed upload with limits, parsing in a worker pool, validation, templates and annotated files). No
// routes of its own: the importing modules document their upload routes with its route-docs helpers.
export { bothLanguages } from './definition.ts';
export type { ImportColumn, ImportDefinition } from './definition.ts';
export { download, serverBusy, spreadsheetAnswer, tooLarge, uploadBody } from './route-docs.ts';
export { parseSheet } from './sheet.ts';
export type { SheetRow } from './sheet.ts';
export { readUpload } from './upload.ts';
export { errorList, filterRequired, flagDuplicateRows, groupRows } from './validate.ts';
export type { ErrorList, ImportError } from './validate.ts';
export { annotatedWorkbook, attachment, templateWorkbook, XLSX_MEDIA_TYPE } from './workbook.ts';
