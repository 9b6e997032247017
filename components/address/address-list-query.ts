import type { ListOptions } from '@/components/ui/list/list-query';

/** The address book's URL state: sortable columns as the server whitelists them (server/modules/address ADDRESS_SORTABLE). */
export const ADDRESS_LIST: ListOptions = { sortable: ['recipientName', 'countryCode', 'createdAt'] };
