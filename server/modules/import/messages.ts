// Messages of the spreadsheet import engine (upload, sheet, template, annotated file). `{name}` placeholders
// are filled by `format` (./format.ts).
import type { Locale } from '../../../lib/contract/constants.ts';

export const importMessages = {
  importFileRequired: { 'zh-Hans': '请选择要上传的文件（字段 file）', en: 'Choose a file to upload (field "file").' },
  importFileCount: { 'zh-Hans': '一次最多只能上传1个文件', en: 'You can upload at most 1 file at a time.' },
  importFileType: { 'zh-Hans': '只能上传 .xls 或 .xlsx 文件', en: 'Only .xls or .xlsx files can be uploaded.' },
  importFileTooLarge: { 'zh-Hans': '文件不能超过5M', en: 'The file must not be larger than 5M.' },
  importFileNotSpreadsheet: {
    'zh-Hans': '文件内容不是 Excel 表格，请上传 .xls 或 .xlsx 文件',
    en: 'The file’s content is not an Excel spreadsheet. Upload an .xls or .xlsx file.',
  },
  importFileUnreadable: { 'zh-Hans': '无法读取该表格，请使用下载的模板', en: 'The spreadsheet could not be read. Please use the downloaded template.' },
  importUploadInvalid: { 'zh-Hans': '上传内容格式不正确，请重新选择文件', en: 'The upload is not a valid form. Choose the file again.' },
  importNoRows: { 'zh-Hans': '表格中没有数据行', en: 'The sheet has no data rows.' },
  importTooManyRows: {
    'zh-Hans': '每个文件最多{max}行数据，请拆分后分批导入',
    en: 'A file may hold at most {max} data rows: split it and import the parts one by one.',
  },
  importMissingColumns: {
    'zh-Hans': '表头缺少以下列：{columns}（请使用下载的模板）',
    en: 'The header row lacks these columns: {columns} (please use the downloaded template).',
  },
  importRequiredMissing: { 'zh-Hans': '必填项为空，该行已被过滤', en: 'Required but empty: the row was left out.' },
  importDuplicateRow: { 'zh-Hans': '与第{row}行完全相同（文件内重复）', en: 'Same as row {row} (a duplicate in the file).' },
  importErrorColumn: { 'zh-Hans': '错误信息', en: 'Errors' },
  importCodesSheet: { 'zh-Hans': '可用代码', en: 'Codes' },
  importCodesCode: { 'zh-Hans': '代码', en: 'Code' },
  importCodesNameZh: { 'zh-Hans': '中文名称', en: 'Chinese name' },
  importCodesNameEn: { 'zh-Hans': '英文名称', en: 'English name' },
} as const satisfies Record<string, Record<Locale, string>>;
