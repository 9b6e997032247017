// Test support (tests only) for server pages whose buttons call the API, rendered with renderPage
// (tests/kits/records-test-kit).
import { vi } from 'vitest';
import en from '@/locales/en.json';
import { configureHttp } from '@/lib/api/http';
import { apiCalls, router } from '@/tests/kits/records-test-kit';

/** For beforeEach: no reads recorded, a fresh router.refresh, the browser client in English, no toasts left over, console.error quiet. */
export function resetActionPage() {
  apiCalls.length = 0;
  router.refresh.mockReset();
  configureHttp({ locale: 'en', messages: en.errors, navigate: vi.fn() });
  document.getElementById('app-toasts')?.remove();
  vi.spyOn(console, 'error').mockImplementation(() => {});
}
