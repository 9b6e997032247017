import '@/tests/kits/server-page-mocks';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import { renderPage } from '@/tests/kits/records-test-kit';
import { TranshipmentBatchPage } from './transhipment-batch-page';

// The lazy island is the component itself here (next/dynamic loads it on its own in the browser).
vi.mock('./lazy-batch-panel', async () => ({ LazyBatchPanel: (await import('./batch-panel')).BatchPanel }));

const T = en.transhipmentOrderSubmit;

describe('<TranshipmentBatchPage/>', () => {
  it('frames the spreadsheet panel, with the way to submit one order instead', async () => {
    await renderPage(TranshipmentBatchPage({ locale: 'en', site: 'x' }));
    expect(screen.getByRole('heading', { level: 1, name: T.title.upload })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.links.one })).toHaveAttribute('href', '/en/user/order-detail?view=new');
    expect(screen.getByRole('button', { name: T.batch.downloadTemplate })).toBeInTheDocument();
    expect(screen.getByText(T.batch.dropTitle)).toBeInTheDocument();
  });
});
