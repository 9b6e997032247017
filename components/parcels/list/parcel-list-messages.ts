// The catalog's parts My parcels' client island reads (components/ui/pick-message-paths.ts): the list, its
// selection and search, and the detail drawer it opens (the rest of `parcels` is the forecast and import pages').
import { TABLE_MESSAGES } from '@/components/ui/list/table-messages';

const LIST = [
  'status',
  'claim',
  'abnormal',
  'storage',
  'notMeasured',
  'kg',
  'size',
  'volumetric',
  'noPhoto',
  'photoAlt',
  'enlargePhoto',
  'photoTitle',
  'closePhoto',
  'columns',
  'unselectable',
  'selectLabel',
  'selectDisabledLabel',
  'oneWarehouse',
  'empty',
  'emptyFiltered',
  'selection',
  'search',
];
const DRAWER = ['detail', 'action', 'cancel'];

export const PARCEL_LIST_MESSAGES: readonly string[] = [
  ...TABLE_MESSAGES,
  'errors.requestMsg',
  'errors.submitFailed',
  'errors.cancelFailed',
  ...[...LIST, ...DRAWER].map((key) => `parcels.${key}`),
];
