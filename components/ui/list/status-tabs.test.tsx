import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusTabs } from './status-tabs';

const definitions = [
  { value: 50, labelKey: 'NotArrival' },
  { value: 60, labelKey: 'Arrived' },
];
const labels: Record<string, string> = { NotArrival: 'Not arrived', Arrived: 'Arrived' };

function renderTabs(current: string | null, search = 'page=3&sort=createdAt.desc') {
  render(
    <StatusTabs
      definitions={definitions}
      counts={[
        { status: 60, count: 2 },
        { status: 50, count: 5 },
        { status: 120, count: 1 },
      ]}
      current={current}
      pathname="/en/user/tranship-list"
      search={search}
      label={(key) => labels[key]}
      allLabel="All"
      navLabel="Filter by status"
    />,
  );
}

describe('StatusTabs', () => {
  it('shows all and one tab per definition with the counts of the status-group call', () => {
    renderTabs(null);
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['All8', 'Not arrived5', 'Arrived2']);
    expect(screen.getByRole('navigation', { name: 'Filter by status' })).toBeInTheDocument();
  });

  it('marks the URL status as current and links each tab to page 1 with the other parameters kept', () => {
    renderTabs('60');
    expect(screen.getByRole('link', { name: /Arrived/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: /All/ })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: /Not arrived/ })).toHaveAttribute('href', '/en/user/tranship-list?sort=createdAt.desc&status=50');
    expect(screen.getByRole('link', { name: /All/ })).toHaveAttribute('href', '/en/user/tranship-list?sort=createdAt.desc');
  });

  it('draws plain links the header island follows client-side (data-soft), not next/link', () => {
    renderTabs(null);
    for (const link of screen.getAllByRole('link')) expect(link).toHaveAttribute('data-soft', '');
  });
});
