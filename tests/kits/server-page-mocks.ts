// Imported first by the tests that render a signed-in page's server component: next-intl's server half,
// the scoped and picked providers, the site, the member's API and the router come from the records kit. The mocks
// apply to every module the test file imports after this one.
import { vi } from 'vitest';

vi.mock('next-intl/server', () => import('./records-test-kit').then((kit) => kit.intlServerModule));
vi.mock('@/components/layout/scoped-intl-provider', () => import('./records-test-kit').then((kit) => kit.scopedIntlModule));
vi.mock('@/components/ui/picked-intl-provider', () => import('./records-test-kit').then((kit) => kit.pickedIntlModule));
vi.mock('@/lib/site/get-site', () => import('./records-test-kit').then((kit) => kit.siteModule));
vi.mock('@/lib/server-data/user-api', () => import('./records-test-kit').then((kit) => kit.userApiModule));
vi.mock('next/navigation', (original) => import('./records-test-kit').then((kit) => kit.navigationModule(original)));
