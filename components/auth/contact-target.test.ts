import { describe, expect, it } from 'vitest';
import { contactTargetOf } from './contact-target';
import { preAuthCodeFrom } from './pre-auth';

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
