import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlainTabs } from './plain-tabs';

const tabs = [
  { key: 'a', label: 'Alpha', content: <input aria-label="In alpha" /> },
  { key: 'b', label: 'Beta', content: <p>Beta panel</p> },
  { key: 'c', label: 'Gamma', content: <p>Gamma panel</p> },
];

describe('<PlainTabs/>', () => {
  it('a named tab list whose chosen tab names the one visible panel; what was typed stays', () => {
    render(<PlainTabs tabs={tabs} label="Ways" />);
    expect(screen.getByRole('tablist', { name: 'Ways' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Alpha' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Alpha' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('In alpha'), { target: { value: 'typed' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Beta' }));
    expect(screen.getByRole('tabpanel', { name: 'Beta' })).toHaveTextContent('Beta panel');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    fireEvent.click(screen.getByRole('tab', { name: 'Alpha' }));
    expect(screen.getByLabelText('In alpha')).toHaveValue('typed');
  });

  it('arrow keys, Home and End move the choice and the focus; only the chosen tab is in the tab order', () => {
    render(<PlainTabs tabs={tabs} label="Ways" />);
    const alpha = screen.getByRole('tab', { name: 'Alpha' });
    fireEvent.keyDown(alpha, { key: 'ArrowLeft' });
    const gamma = screen.getByRole('tab', { name: 'Gamma' });
    expect(gamma).toHaveAttribute('aria-selected', 'true');
    expect(gamma).toHaveFocus();
    expect(gamma).toHaveAttribute('tabindex', '0');
    expect(alpha).toHaveAttribute('tabindex', '-1');
    fireEvent.keyDown(gamma, { key: 'Home' });
    expect(alpha).toHaveFocus();
    fireEvent.keyDown(alpha, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Beta' })).toHaveAttribute('aria-selected', 'true');
  });
});
