import { describe, expect, it } from 'vitest';
import { CONTACT_FIELD_MAP, contactTargetOf } from './contact-target';
import { failureMessage } from './error-message';
import { preAuthCodeFrom } from './pre-auth';
import { mapServerErrors } from './server-errors';

const failure = (error: unknown, status = 400) => ({ response: { status, data: { error } }, request: {} });

describe('mapServerErrors', () => {
  it('puts each validation error on its field, renaming server fields', () => {
    const error = failure({
      message: '验证失败: userName 用户名已存在; international_code 无效',
      validationErrors: [
        { message: '用户名已存在', members: ['userName'] },
        { message: '无效', members: ['international_code'] },
        { message: '太长', members: ['userName'] },
      ],
    });
    expect(mapServerErrors(error, ['userName', 'internationalCode'], CONTACT_FIELD_MAP)).toEqual({
      fields: [
        { name: 'userName', errors: ['用户名已存在', '太长'] },
        { name: 'internationalCode', errors: ['无效'] },
      ],
      message: null,
    });
  });

  it('leaves errors of unknown fields for the banner', () => {
    const error = failure({ message: 'x', validationErrors: [{ message: 'Tenant missing', members: ['tenant'] }] });
    expect(mapServerErrors(error, ['userName'])).toEqual({ fields: [], message: 'Tenant missing' });
  });

  it('uses the server message when there are no validation errors (429, wrong code)', () => {
    const error = failure({ message: '验证码发送过于频繁，请 60 秒后再试', validationErrors: null }, 429);
    expect(mapServerErrors(error, ['email'])).toEqual({ fields: [], message: '验证码发送过于频繁，请 60 秒后再试' });
  });

  it('copes with anything', () => {
    expect(mapServerErrors(null, ['a'])).toEqual({ fields: [], message: null });
    expect(mapServerErrors(new Error('boom'), ['a'])).toEqual({ fields: [], message: null });
    expect(mapServerErrors(failure({ validationErrors: [{ message: 1, members: 'x' }] }), ['a'])).toEqual({ fields: [], message: null });
  });
});

describe('failureMessage', () => {
  const texts = { network: 'offline', fallback: 'failed' };
  it('prefers the localized server message, then network, then fallback', () => {
    expect(failureMessage(failure({ message: 'The code is wrong' }), texts)).toBe('The code is wrong');
    expect(failureMessage({ request: {} }, texts)).toBe('offline');
    expect(failureMessage(new Error('x'), texts)).toBe('failed');
  });
});

describe('contactTargetOf', () => {
  it('builds a trimmed e-mail or phone target', () => {
    expect(contactTargetOf({ kind: 'email', email: '  a@b.co ' })).toEqual({ kind: 'email', email: 'a@b.co' });
    expect(contactTargetOf({ kind: 'phone', phone: ' 13800000000 ', internationalCode: '+60' })).toEqual({
      kind: 'phone',
      phone: '13800000000',
      internationalCode: '60',
    });
    expect(contactTargetOf({ kind: 'phone', phone: '138' })).toEqual({ kind: 'phone', phone: '138', internationalCode: '86' });
    expect(contactTargetOf({ kind: 'email', email: '  ' })).toBeNull();
    expect(contactTargetOf({ email: 'x@y.z', phone: '1' }, 'phone')).toEqual({ kind: 'phone', phone: '1', internationalCode: '86' });
  });
});

describe('preAuthCodeFrom', () => {
  it('reads the extension code from either parameter, trimmed', () => {
    expect(preAuthCodeFrom('?bind_link_pre_auth_code=abc-123')).toBe('abc-123');
    expect(preAuthCodeFrom('?redirect=%2F&preAuthCode=%20XyZ_9%20')).toBe('XyZ_9');
    expect(preAuthCodeFrom('?preAuthCode=')).toBeNull();
    expect(preAuthCodeFrom('?preAuthCode=<script>')).toBeNull();
    expect(preAuthCodeFrom('')).toBeNull();
  });
});
