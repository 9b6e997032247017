// Imported first by the tests that render an order form's island (waybill, transhipment order): a test router
// (`formRouter.replace` says where a placed order leads; reset it before each test) and a silent progress bar. The
// mocks apply to every module the test file imports after this one.
import { vi } from 'vitest';

export const formRouter = { push: vi.fn(), replace: vi.fn(), prefetch: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn() };

vi.mock('next/navigation', () => ({
  useParams: () => ({ locale: 'en', site: 'x' }),
  useRouter: () => formRouter,
}));
vi.mock('@/lib/api/progress', () => ({ progressStart: () => {}, progressDone: () => {} }));
