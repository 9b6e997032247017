import { describe, expect, it } from 'vitest';
import { isoDate } from '@/components/ui/list/list-query';
import { isFiltered, readRecordQuery, recordFilterOf, type RecordsSpec } from './records-query';

const spec: RecordsSpec = { kinds: ['topup', 'refund'], statuses: [1, 2, 3, 4], methods: [1, 8], dates: true, keyword: true };

describe('records URL state', () => {
  it('maps the URL to the list request: paging and the set filters only', () => {
    const { state, values } = readRecordQuery(
      { page: '3', pageSize: '10', kind: 'refund', status: '4', method: '8', from: '2026-01-02', to: '2026-01-31', keyword: ' TRAN1 ' },
      spec,
    );
    expect(recordFilterOf(state, values)).toEqual({
      maxResultCount: 10,
      skipCount: 20,
      kind: 'refund',
      status: 4,
      method: 8,
      from: '2026-01-02',
      to: '2026-01-31',
      keyword: 'TRAN1',
    });
    expect(isFiltered(values)).toBe(true);
  });

  it('drops what the page does not offer, malformed values and impossible dates; orders a reversed range', () => {
    const { state, values } = readRecordQuery({ kind: 'payment', status: '7', method: 'x', from: '2026-02-30', to: '2026-1-5', type: 'reversal' }, spec);
    expect(recordFilterOf(state, values)).toEqual({ maxResultCount: 20, skipCount: 0 });
    expect(isFiltered(values)).toBe(false);
    const reversed = readRecordQuery({ from: '2026-03-09', to: '2026-03-01' }, spec).values;
    expect([reversed.from, reversed.to]).toEqual(['2026-03-01', '2026-03-09']);
  });

  it('ignores dates and the number where the page has none; sends the fund log type as `type`', () => {
    const { state, values } = readRecordQuery({ from: '2026-03-01', keyword: 'X', type: 'reversal' }, { types: ['reversal'] });
    expect(recordFilterOf(state, values)).toEqual({ maxResultCount: 20, skipCount: 0, type: 'reversal' });
  });

  it('checks calendar dates', () => {
    expect(isoDate('2024-02-29')).toBe('2024-02-29');
    expect(isoDate('2025-02-29')).toBe('');
    expect(isoDate(undefined)).toBe('');
  });
});
