// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { log, setLogLevel } from './log';
import { captureLogLines } from './log-capture';
import { REDACTED, redact, scrubText } from './redact';
import { runWithRequest } from './request-context';

const lines = captureLogLines();

describe('log lines', () => {
  it('are one JSON object: time, level, message, then the fields', () => {
    log.info('request', { method: 'GET', route: '/api/u/biz/parcel/:id', status: 200, ms: 3.2 });
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(Object.keys(line).slice(0, 3)).toEqual(['time', 'level', 'msg']);
    expect(line).toMatchObject({ level: 'info', msg: 'request', method: 'GET', route: '/api/u/biz/parcel/:id', status: 200, ms: 3.2 });
    expect(new Date(line.time as string).toISOString()).toBe(line.time);
  });

  it('name the running request, unless a field gives the id', async () => {
    await runWithRequest({ requestId: 'ctx-1' }, async () => {
      log.warn('slow');
      log.info('given', { requestId: 'explicit-2' });
    });
    log.info('outside');
    expect(lines.map((line) => line.requestId)).toEqual(['ctx-1', 'explicit-2', undefined]);
  });

  it('leave out what is below the level', () => {
    setLogLevel('warn');
    log.debug('a');
    log.info('b');
    log.warn('c');
    log.error('d');
    setLogLevel('silent');
    log.error('e');
    expect(lines.map((line) => line.msg)).toEqual(['c', 'd']);
  });
});

describe('redaction', () => {
  it('replaces fields named for secrets and personal data, at any depth', () => {
    log.info('sign-in', {
      password: 'demo1234',
      accessToken: 'abc',
      cookie: 'session=xyz',
      headers: { authorization: 'Bearer abc', 'set-cookie': 'a=b', accept: 'application/json' },
      user: { userName: 'demo', email: 'demo@example.com', phoneNumber: '13800000000', id: 'u-1' },
      preAuthCode: '123456',
      clientAddress: '203.0.113.9',
      route: '/api/passport-management/login',
    });
    const [line] = lines;
    expect(line).toMatchObject({
      password: REDACTED,
      accessToken: REDACTED,
      cookie: REDACTED,
      headers: { authorization: REDACTED, 'set-cookie': REDACTED, accept: 'application/json' },
      user: { userName: REDACTED, email: REDACTED, phoneNumber: REDACTED, id: 'u-1' },
      preAuthCode: REDACTED,
      clientAddress: REDACTED,
      route: '/api/passport-management/login',
    });
    expect(JSON.stringify(line)).not.toMatch(/demo1234|abc|xyz|13800000000|203\.0\.113\.9|123456|demo@example/);
  });

  it('scrubs text: e-mail addresses, credentials, key=value secrets, JWTs, a failed query’s parameters', () => {
    expect(scrubText('no user demo@example.com here')).toBe('no user [email] here');
    expect(scrubText('sent Authorization: Bearer eyJhbGciOi.abc.def to x')).toBe(`sent Authorization: Bearer ${REDACTED} to x`);
    expect(scrubText('GET /x?token=s3cr3t&page=2 password="a b"')).toBe(`GET /x?token=${REDACTED}&page=2 password=${REDACTED}`);
    expect(scrubText('token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig')).toBe(`token ${REDACTED}`);
    expect(scrubText('Failed query: select * from users where phone = $1\nparams: 13800000000,demo1234')).toBe(
      `Failed query: select * from users where phone = $1\nparams: ${REDACTED}`,
    );
    expect(scrubText('/api/u/biz/parcel/:id')).toBe('/api/u/biz/parcel/:id');
  });

  it('writes an error as name, message, code and stack, scrubbed, with its cause', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
    const error = new Error('Failed query: insert into users values ($1)\nparams: demo@example.com', { cause });
    log.error('unhandled error', { err: error });
    const err = lines[0].err as Record<string, unknown>;
    expect(err).toMatchObject({ name: 'Error', message: `Failed query: insert into users values ($1)\nparams: ${REDACTED}` });
    expect(err.stack).toContain('log.test');
    expect(String(err.stack)).not.toContain('demo@example.com');
    expect(err.cause).toMatchObject({ message: 'duplicate key value violates unique constraint', code: '23505' });
  });

  it('keeps plain values and bounds deep or long ones', () => {
    expect(redact({ a: 1, b: true, c: null, d: [1, 2] })).toEqual({ a: 1, b: true, c: null, d: [1, 2] });
    expect(redact({ a: { b: { c: { d: { e: 1 } } } } })).toEqual({ a: { b: { c: { d: '[…]' } } } });
    expect((redact('x'.repeat(5000)) as string).length).toBeLessThan(4100);
  });
});
