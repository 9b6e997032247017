// The address module: the member's address book (one table, two API families). Router: addressRoutes.
// Other modules call nothing here.
import { mountRouters } from '../../kernel/router.ts';
import { addressRoutes } from './routes.ts';

/** Mounts the address book's routes under /api. */
export const mountAddress = mountRouters(addressRoutes);
