import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mocksModules, splitByModuleMocks } from './module-mocks';

const root = path.resolve(__dirname, '../..');
const at = (file: string) => path.join(root, file);

describe('which unit test files run isolated', () => {
  it('a file that calls vi.mock itself', () => {
    expect(mocksModules(at('components/address/address-book.test.tsx'), root)).toBe(true);
  });

  it('a file whose kit mocks modules for it (tests/kits/server-page-mocks.ts)', () => {
    expect(mocksModules(at('components/coupons/usage-record-page.test.tsx'), root)).toBe(true);
  });

  it('a file marked `// unit: isolated`', () => {
    expect(mocksModules(at('components/ship-for-me/local-cart/local-cart-merger.test.tsx'), root)).toBe(true);
  });

  it('a file that only renders shares a worker', () => {
    expect(mocksModules(at('components/ui/list/status-tabs.test.tsx'), root)).toBe(false);
  });

  it('every unit test file is in exactly one of the two projects', () => {
    const { mocking, sharing } = splitByModuleMocks(root, ['lib', 'components'], /^lib\/gateway\//);
    expect(mocking.length).toBeGreaterThan(50);
    expect(sharing.length).toBeGreaterThan(50);
    expect(new Set([...mocking, ...sharing]).size).toBe(mocking.length + sharing.length);
    expect([...mocking, ...sharing].some((file) => file.startsWith('lib/gateway/'))).toBe(false);
  });
});
