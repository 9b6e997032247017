/**
 * The catalog's parts the page's client islands read (PickedIntlProvider): the forecast's texts (the form, the
 * tabs, the result and the import, loaded when its tab is opened) and the few shared messages they show, not the
 * whole `validation` and `errors` namespaces.
 */
export const FORECAST_MESSAGES = [
  'forecast',
  // The form: a card with an incomplete declaration; a failed send.
  'validation.declaredItemIncomplete',
  'errors.requestMsg',
  'errors.submitFailed',
  // The import's file checks and upload failure (components/ui/spreadsheet/use-spreadsheet-upload.ts).
  'validation.fileCountLimit',
  'validation.spreadsheetType',
  'validation.fileTooLarge',
  'errors.uploadFailed',
] as const;
