// The parse pool: a job past its deadline costs its worker (terminated) and answers a clear error; one job
// per customer at a time; other customers wait for a worker, up to a bounded queue; a worker past its heap
// limit is lost, not the process.
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../errors.ts';
import { isMessageKey, t } from '../../i18n.ts';
import { createParsePool, type ParsePool, parsePoolOptions } from './parse-pool.ts';
import { xlsxOf } from './test-workbook.ts';

const pools: ParsePool[] = [];
function pool(over: Partial<ReturnType<typeof parsePoolOptions>> = {}) {
  const created = createParsePool({ ...parsePoolOptions({}), size: 1, ...over });
  pools.push(created);
  return created;
}
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    const text = (locale: 'en' | 'zh-Hans') => (isMessageKey(err.message) ? t(locale, err.message) : err.message);
    return { status: err.status, code: err.code, en: text('en'), zh: text('zh-Hans') };
  }
  throw new Error('not refused');
}

const small = await xlsxOf([
  ['Code', 'Name'],
  ['C1', 'Apple'],
]);
/** 500 rows of 10 long cells: a few hundred ms of parsing. */
const big = await xlsxOf([
  Array.from({ length: 10 }, (_, i) => `Column ${i}`),
  ...Array.from({ length: 500 }, (_, r) => Array.from({ length: 10 }, (_, c) => `row ${r} column ${c} ${'text '.repeat(6)}`)),
]);
const matrix = (bytes: Uint8Array) => ({ kind: 'matrix' as const, bytes, rowCap: 1020 });

describe('parse pool', () => {
  it('reads a workbook in a worker and keeps the worker for the next job', async () => {
    const p = pool();
    const first = await p.run(matrix(small), { owner: 'a' });
    expect(first.cells).toEqual([
      ['Code', 'Name'],
      ['C1', 'Apple'],
    ]);
    expect((await p.run(matrix(big), { owner: 'a' })).cells).toHaveLength(501);
    expect(p.stats()).toEqual({ workers: 1, busy: 0, queued: 0, killed: 0 });
  });

  it('terminates a worker over its deadline; the job answers ImportFileTooSlow in either language; the next job gets a new worker', async () => {
    const p = pool();
    await p.run(matrix(small), { owner: 'a' }); // a warm worker: the deadline is spent parsing, not starting
    expect(await refusal(p.run(matrix(big), { owner: 'a', deadlineMs: 5 }))).toEqual({
      status: 400,
      code: 'ImportFileTooSlow',
      en: 'Reading the spreadsheet took too long and was stopped. Please use the downloaded template, or split the file.',
      zh: '读取该表格用时过长，已停止。请使用下载的模板，或拆分后分批导入',
    });
    expect(p.stats()).toEqual({ workers: 0, busy: 0, queued: 0, killed: 1 });
    expect((await p.run(matrix(big), { owner: 'a' })).cells).toHaveLength(501);
    expect(p.stats()).toMatchObject({ workers: 1, killed: 1 });
  });

  it('refuses a second job of one owner while the first runs (429); other owners queue for the pool’s one worker', async () => {
    const p = pool();
    const first = p.run(matrix(big), { owner: 'a' });
    expect(await refusal(p.run(matrix(small), { owner: 'a' }))).toEqual({
      status: 429,
      code: 'ImportBusy',
      en: 'Your previous spreadsheet is still being read. Wait for it to finish, then upload again.',
      zh: '您上传的上一个表格仍在读取中，请等它完成后再上传',
    });
    const second = p.run(matrix(small), { owner: 'b' });
    expect(p.stats()).toMatchObject({ workers: 1, busy: 1, queued: 1 });
    expect((await first).cells).toHaveLength(501);
    expect((await second).cells).toHaveLength(2);
    // the owner may go again once its job is done
    expect((await p.run(matrix(small), { owner: 'a' })).cells).toHaveLength(2);
  });

  it('answers 503 when the queue is full', async () => {
    const p = pool({ maxQueue: 1 });
    const running = p.run(matrix(big), { owner: 'a' });
    const waiting = p.run(matrix(small), { owner: 'b' });
    expect(await refusal(p.run(matrix(small), { owner: 'c' }))).toMatchObject({ status: 503, code: 'ImportServerBusy' });
    await Promise.all([running, waiting]);
  });

  it('a worker past its heap limit is terminated, not the process: the job answers ImportSheetTooLarge', async () => {
    const p = pool({ resourceLimits: { maxOldGenerationSizeMb: 8, maxYoungGenerationSizeMb: 1 } });
    expect(await refusal(p.run(matrix(big), { owner: 'a' }))).toMatchObject({ status: 400, code: 'ImportSheetTooLarge' });
    expect(p.stats()).toMatchObject({ workers: 0, killed: 1 });
  });
});
