import { describe, expect, it } from 'vitest';
import { pathWithQuery, queryStringOf } from './search-params';

describe('search params', () => {
  it('keeps the whole query of the page for the sign-in redirect', () => {
    expect(pathWithQuery('/details/transaction-record', { id: 'TRAN1', tag: ['a', 'b'], none: undefined })).toBe(
      '/details/transaction-record?id=TRAN1&tag=a&tag=b',
    );
    expect(pathWithQuery('/details', {})).toBe('/details');
  });

  it('gives the query string as it came, with the provider return parameters encoded', () => {
    expect(queryStringOf({ id: 'T1', token: 'a b&c', PayerID: ['X', 'Y'] })).toBe('id=T1&token=a+b%26c&PayerID=X&PayerID=Y');
    expect(queryStringOf({})).toBe('');
  });
});
