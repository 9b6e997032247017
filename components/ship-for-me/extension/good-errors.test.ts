import { describe, expect, it } from 'vitest';
import type { HandOverGood } from './hand-over';
import { goodErrorsOf } from './good-errors';

const good = (clientKey: string) => ({ clientKey }) as HandOverGood;
/** The 400 body of POST /u/ship-for-me/goods (server/modules/ship-for-me/goods-errors.ts), as axios carries it. */
const failure = (validationErrors: unknown) => ({
  response: { status: 400, data: { error: { code: 'ValidationError', message: 'Invalid request', details: null, validationErrors } } },
});

describe('goodErrorsOf', () => {
  it('puts each message on the good its member names, the rest aside', () => {
    const sent = [good('key-aaaaaaaa'), good('key-bbbbbbbb')];
    const result = goodErrorsOf(
      failure([
        { message: 'Enter an http:// or https:// address.', members: ['goods.1.url'] },
        { message: 'Declared name (1010) of "Tee" is required.', members: ['goods.1.declaration.declaredName'] },
        { message: 'Choose at least one good.', members: ['goods'] },
        { message: 'Out of range', members: ['goods.7.url'] },
        { message: 42, members: ['goods.0.url'] },
      ]),
      sent,
    );
    expect(result.byGood).toEqual({ 'key-bbbbbbbb': ['Enter an http:// or https:// address.', 'Declared name (1010) of "Tee" is required.'] });
    expect(result.other).toEqual(['Choose at least one good.', 'Out of range']);
  });

  it('finds nothing in a failure without field errors', () => {
    expect(goodErrorsOf(new Error('Network Error'), [good('key-aaaaaaaa')])).toEqual({ byGood: {}, other: [] });
    expect(goodErrorsOf(failure(null), [])).toEqual({ byGood: {}, other: [] });
  });
});
