import { describe, expect, it } from 'vitest';
import { failureMessage } from './failure-message';

const failure = (error: unknown, status = 400) => ({ response: { status, data: { error } }, request: {} });

describe('failureMessage', () => {
  const texts = { network: 'offline', fallback: 'failed' };
  it('prefers the localized server message, then network, then fallback', () => {
    expect(failureMessage(failure({ message: 'The code is wrong' }), texts)).toBe('The code is wrong');
    expect(failureMessage({ request: {} }, texts)).toBe('offline');
    expect(failureMessage(new Error('x'), texts)).toBe('failed');
  });
});

describe('failureMessage with ownMessage (the toast)', () => {
  const texts = { network: 'offline', fallback: 'generic', ownMessage: true };
  it("shows the error's own message before the fallback", () => {
    expect(failureMessage(failure({ message: 'Server says' }), texts)).toBe('Server says');
    expect(failureMessage(Object.assign(new Error('own'), { request: {} }), texts)).toBe('offline');
    expect(failureMessage(new Error('own'), texts)).toBe('own');
    expect(failureMessage(new Error(''), texts)).toBe('generic');
    expect(failureMessage(undefined, texts)).toBe('generic');
    expect(failureMessage({ error: { message: 'body shaped' } }, texts)).toBe('body shaped');
  });
});
