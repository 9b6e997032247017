import { describe, expect, it } from 'vitest';
import { quoteFixture } from '@/tests/kits/combined-order-test-kit';
import { feeDifference, kg } from './fee-values';

const final = (total: number) => ({ ...quoteFixture({ total }), length: 30, width: 20, height: 10 });

describe('feeDifference', () => {
  it('is pending until weighed, then an extra charge, a refund or the same, to the cent', () => {
    const estimate = quoteFixture({ total: 120.3 });
    expect(feeDifference({ estimate, final: null })).toEqual({ kind: 'pending' });
    expect(feeDifference({ estimate, final: final(140.4) })).toEqual({ kind: 'extra', amount: 20.1 });
    expect(feeDifference({ estimate, final: final(100.1) })).toEqual({ kind: 'refund', amount: 20.2 });
    expect(feeDifference({ estimate: quoteFixture({ total: 0.3 }), final: final(0.1 + 0.2) })).toEqual({ kind: 'same' });
  });

  it('writes weights without trailing zeros', () => {
    expect([kg(1.5), kg(2), kg(0.254), kg(1.005 + 0.995)]).toEqual(['1.5', '2', '0.25', '2']);
  });
});
