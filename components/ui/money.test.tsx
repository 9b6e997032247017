import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Money } from './money';

describe('Money', () => {
  it('shows decimal amounts with the site currency by the one SPEC section 5 rule', () => {
    const { container } = render(
      <p>
        <Money value={12.5} symbol="¥" /> <Money value={-3} symbol="$" /> <Money value={0} symbol="RM" /> <Money value={null} symbol="¥" />{' '}
        <Money value="7.1" symbol="$" />
      </p>,
    );
    expect(container.textContent).toBe('¥12.50 -$3.00 RM0 - $7.10');
    expect(container.querySelector('[data-negative]')?.textContent).toBe('-$3.00');
  });
});
