// The `list` catalog keys DataTable's client parts read (the pager, the sort buttons, the select-all box, a card's
// Details toggle): what a page's PickedIntlProvider passes for its table. The status tabs and the breadcrumb read
// the rest on the server.
const KEYS = [
  'total',
  'selectAll',
  'sortAscending',
  'sortDescending',
  'sortCancel',
  'pagination',
  'previous',
  'next',
  'page',
  'pageSizeLabel',
  'perPage',
  'showDetails',
  'hideDetails',
];

export const TABLE_MESSAGES: readonly string[] = KEYS.map((key) => `list.${key}`);
