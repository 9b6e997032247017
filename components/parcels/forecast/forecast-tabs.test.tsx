import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import { pickMessagePaths } from '@/components/ui/pick-message-paths';
import { FORECAST_MESSAGES } from './forecast-messages';
import { ForecastTabs } from './forecast-tabs';

vi.mock('next/navigation', () => ({
  useParams: () => ({ locale: 'en', site: 'x' }),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn(), refresh: vi.fn() }),
}));

function renderTabs(initial: 'forecast' | 'import') {
  return render(
    <NextIntlClientProvider locale="en" messages={pickMessagePaths(en, FORECAST_MESSAGES)}>
      <ForecastTabs initial={initial} form={<p>the form</p>} />
    </NextIntlClientProvider>,
  );
}

// The import panel is loaded on demand (a dynamic import): on a busy machine that alone can pass 5 s.
describe('<ForecastTabs/>', { timeout: 15_000 }, () => {
  it('moves between the tabs with the arrow keys, names the tab in the URL and keeps the form mounted', async () => {
    window.history.replaceState(null, '', '/en/user/self-tranship?from=user-center');
    renderTabs('forecast');
    const forecast = screen.getByRole('tab', { name: en.forecast.tabForecast });
    const bulk = screen.getByRole('tab', { name: en.forecast.tabImport });
    expect(forecast).toHaveAttribute('aria-selected', 'true');
    expect(bulk).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: en.forecast.tabForecast })).toHaveTextContent('the form');

    fireEvent.keyDown(forecast, { key: 'ArrowRight' });
    expect(bulk).toHaveAttribute('aria-selected', 'true');
    expect(bulk).toHaveFocus();
    expect(window.location.search).toBe('?from=user-center&tab=import');
    // The import is loaded on demand: its own panel replaces the loading state.
    expect(await screen.findByRole('button', { name: en.forecast.import.downloadTemplate }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('the form')).not.toBeVisible();

    fireEvent.keyDown(bulk, { key: 'Home' });
    expect(forecast).toHaveAttribute('aria-selected', 'true');
    expect(forecast).toHaveFocus();
    expect(window.location.search).toBe('?from=user-center');
    expect(screen.getByText('the form')).toBeVisible();
  });

  it('opens on the import tab when the URL asks for it', async () => {
    renderTabs('import');
    expect(screen.getByRole('tab', { name: en.forecast.tabImport })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText(en.forecast.import.dropTitle, {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
