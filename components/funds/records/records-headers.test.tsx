// The records' tables at desktop widths: a header never breaks inside a word, so 类型 and 支付方式 stay on one line
// instead of one character a line. jsdom lays nothing out, so the test applies this folder's own stylesheet (its
// class names as the test build names them) and reads the headers' computed `word-break`.
import { render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import zh from '@/locales/zh-Hans.json';
import { readListState } from '@/components/ui/list/list-query';
import { record } from '@/tests/kits/records-test-kit';
import { recordRowOf } from './record-row';
import { TransactionTable } from './transaction-table';
import styles from './records.module.css';

vi.mock('next/navigation', () => ({
  useParams: () => ({ locale: 'zh-Hans', site: 'x' }),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn() }),
  usePathname: () => '/zh-Hans/details/transaction-record',
  useSearchParams: () => new URLSearchParams(''),
}));

/** records.module.css as the page gets it: `composes` dropped (CSS modules resolve it), `.name` as the built class. */
function applyRecordsStylesheet(): HTMLStyleElement {
  const classes = styles as Record<string, string>;
  const source = readFileSync(join(process.cwd(), 'components/funds/records/records.module.css'), 'utf8')
    .replace(/^\s*composes:.*$/gm, '')
    .replace(/\.([A-Za-z][\w-]*)/g, (_, name: string) => `.${classes[name]}`);
  const style = document.createElement('style');
  style.textContent = source;
  document.head.append(style);
  return style;
}

afterEach(() => document.head.querySelectorAll('style').forEach((style) => style.remove()));

describe('the transaction records table (zh-Hans)', () => {
  it('keeps each Chinese header whole: no break inside 类型, 支付方式 or 变动后余额', () => {
    applyRecordsStylesheet();
    render(
      <NextIntlClientProvider locale="zh-Hans" messages={{ records: zh.records, funds: zh.funds, list: zh.list }}>
        <TransactionTable items={[recordRowOf(record())]} total={1} state={readListState({})} caption="交易记录" emptyText="-" symbol="¥" />
      </NextIntlClientProvider>,
    );
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((th) => th.textContent)).toEqual(expect.arrayContaining(['类型', '支付方式', '变动后余额']));
    for (const th of headers) expect([th.textContent, getComputedStyle(th).wordBreak]).toEqual([th.textContent, 'keep-all']);
  });
});
