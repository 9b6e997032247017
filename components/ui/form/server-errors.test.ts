import { describe, expect, it } from 'vitest';
import { CONTACT_FIELD_MAP } from '@/components/auth/contact-target';
import { formFailure, mapServerErrors } from './server-errors';

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

describe('formFailure', () => {
  const texts = { network: 'offline', fallback: 'failed' };
  it('puts mapped errors on fields and leaves the alert to what no field took', () => {
    const error = failure({ message: 'Validation failed: city', validationErrors: [{ message: 'Required', members: ['city'] }] });
    expect(formFailure(error, ['city'], texts)).toEqual({ fields: [{ name: 'city', errors: ['Required'] }], message: null });
  });

  it('falls back to the SPEC section 8 order when no field took anything', () => {
    expect(formFailure(failure({ message: 'Too many requests' }, 429), ['city'], texts).message).toBe('Too many requests');
    expect(formFailure({ request: {} }, ['city'], texts).message).toBe('offline');
    expect(formFailure(new Error('Request failed with status code 500'), ['city'], texts).message).toBe('failed');
  });
});
