// Messages of the spreadsheet import engine (upload, sheet, template, annotated file). `{name}` placeholders
// are filled by `format` (./format.ts).
import { messageTable } from '../../kernel/message-table.ts';

export const importMessages = messageTable({
  importFileRequired: ['请选择要上传的文件（字段 file）', 'Choose a file to upload (field "file").'],
  importFileCount: ['一次最多只能上传1个文件', 'You can upload at most 1 file at a time.'],
  importFileType: ['只能上传 .xls 或 .xlsx 文件', 'Only .xls or .xlsx files can be uploaded.'],
  importFileTooLarge: ['文件不能超过5M', 'The file must not be larger than 5M.'],
  importFileNotSpreadsheet: [
    '文件内容不是 Excel 表格，请上传 .xls 或 .xlsx 文件',
    'The file’s content is not an Excel spreadsheet. Upload an .xls or .xlsx file.',
  ],
  importFileUnreadable: ['无法读取该表格，请使用下载的模板', 'The spreadsheet could not be read. Please use the downloaded template.'],
  importFileTooComplex: [
    '表格解压后过大或包含的部件过多，请使用下载的模板，或拆分后分批导入',
    'The spreadsheet unpacks to too much data or holds too many parts. Please use the downloaded template, or split the file.',
  ],
  importSheetTooLarge: [
    '表格内容远超导入所需（行、列、单元格或文本过多），请使用下载的模板，或拆分后分批导入',
    'The spreadsheet holds far more than an import needs (too many rows, columns, cells or texts). Please use the downloaded template, or split the file.',
  ],
  importFileTooSlow: [
    '读取该表格用时过长，已停止。请使用下载的模板，或拆分后分批导入',
    'Reading the spreadsheet took too long and was stopped. Please use the downloaded template, or split the file.',
  ],
  importBusy: ['您上传的上一个表格仍在读取中，请等它完成后再上传', 'Your previous spreadsheet is still being read. Wait for it to finish, then upload again.'],
  importServerBusy: ['当前正在读取的表格较多，请稍后再试', 'Many spreadsheets are being read right now. Please try again in a moment.'],
  importUploadInvalid: ['上传内容格式不正确，请重新选择文件', 'The upload is not a valid form. Choose the file again.'],
  importNoRows: ['表格中没有数据行', 'The sheet has no data rows.'],
  importTooManyRows: ['每个文件最多{max}行数据，请拆分后分批导入', 'A file may hold at most {max} data rows: split it and import the parts one by one.'],
  importMissingColumns: [
    '表头缺少以下列：{columns}（请使用下载的模板）',
    'The header row lacks these columns: {columns} (please use the downloaded template).',
  ],
  importRequiredMissing: ['必填项为空，该行已被过滤', 'Required but empty: the row was left out.'],
  importDuplicateRow: ['与第{row}行完全相同（文件内重复）', 'Same as row {row} (a duplicate in the file).'],
  importErrorColumn: ['错误信息', 'Errors'],
  importCodesSheet: ['可用代码', 'Codes'],
  importCodesCode: ['代码', 'Code'],
  importCodesNameZh: ['中文名称', 'Chinese name'],
  importCodesNameEn: ['英文名称', 'English name'],
});
