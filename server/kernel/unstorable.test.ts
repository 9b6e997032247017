// What the database cannot hold never reaches it (found by the fuzz test, server/test/fuzz.test.ts): text
// with U+0000 and numbers past 32 bits answered 500 from PostgreSQL on every route that passed them to a
// query. The router kernel's validation hook answers 400 naming the field, in the request's language.
import { describe, expect, it } from 'vitest';
import { call, loginDemo, testAppPerFile } from '../test/harness.ts';
import { REQUEST_NUMBER_MAX, unstorableValue } from './router.ts';

const ctx = testAppPerFile();

const fieldsOf = (data: { error: { validationErrors: { members: string[]; message: string }[] | null } }) =>
  (data.error.validationErrors ?? []).map((v) => [v.members.join(), v.message]);

describe('unstorable input', () => {
  it('a NUL in a path, a query or a body is a 400 naming the field', async () => {
    const token = await loginDemo(ctx().app);
    const asMember = (path: string, json?: unknown, lang = 'en', method?: string) => call(ctx().app, path, { token, json, lang, method });
    const byPath = await asMember('/api/u/memberAddress/ADDR%00x');
    expect(byPath.status).toBe(400);
    expect(fieldsOf(byPath.data)).toEqual([['id', 'The value contains a character that is not allowed.']]);
    const byQuery = await asMember('/api/u/order/transhipmentOrder?keyword=a%00b', undefined, 'zh-Hans');
    expect(byQuery.status).toBe(400);
    expect(fieldsOf(byQuery.data)).toEqual([['keyword', '内容含有不允许的字符']]);
    const byBody = await asMember('/api/u/order/orderNotes/NOPE', { text: 'hello\u0000' });
    expect(byBody.status).toBe(400);
    expect(fieldsOf(byBody.data)).toEqual([['text', 'The value contains a character that is not allowed.']]);
    const nested = await asMember('/api/u/biz/parcel/NOPE/declared-name', { items: [{ id: 'x', declaredName: '\u0000' }] }, 'en', 'PUT');
    expect(fieldsOf(nested.data)).toEqual([['items.0.declaredName', 'The value contains a character that is not allowed.']]);
  });

  it('a number past 32 bits is a 400 naming the field; the largest one passes', async () => {
    const token = await loginDemo(ctx().app);
    const list = (status: number) => call(ctx().app, '/api/u/biz/parcel/list', { token, lang: 'en', json: { status } });
    const over = await list(REQUEST_NUMBER_MAX + 1);
    expect(over.status).toBe(400);
    expect(fieldsOf(over.data)).toEqual([['status', 'The number is out of range.']]);
    expect((await list(-REQUEST_NUMBER_MAX - 1)).status).toBe(400);
    expect((await list(REQUEST_NUMBER_MAX)).status).toBe(200);
    const query = await call(ctx().app, `/api/u/transactionRecords?status=${REQUEST_NUMBER_MAX + 1}`, { token, lang: 'en' });
    expect(fieldsOf(query.data)).toEqual([['status', 'The number is out of range.']]);
  });

  it('walks deep input without recursion', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`);
    expect(unstorableValue(deep, 'json')).toEqual({ field: `${'0.'.repeat(99_999)}0`, key: 'fieldControlCharacter' });
    expect(unstorableValue({ a: [1, 'x', { b: null }] }, 'json')).toBeNull();
  });
});
