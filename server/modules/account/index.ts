// The account module: the member's own record (SPEC section 7 "Account"): profile, contact changes,
// notification settings, tags and the user centre's figures (other modules' counts and money at a glance).
// Router: accountRoutes. Other modules call nothing here.
import { mountRouters } from '../../kernel/router.ts';
import { accountRoutes } from './routes.ts';

/** Mounts the account routes under /api. */
export const mountAccount = mountRouters(accountRoutes);
