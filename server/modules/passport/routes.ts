import { z } from '@hono/zod-openapi';
import { tokenFromHeader } from '../../auth.ts';
import { errorResponse, jsonContent } from '../../http.ts';
import { createRouter, jsonOrForm, jsonOrFormBody } from '../../kernel/router.ts';
import { CODE_PURPOSES, CODE_RESEND_MS, CODE_TTL_MS, parseTarget, sendCode, verifyCode } from './codes.ts';
import { bindPreAuthCode, issuePreAuthCode, loginByCode, loginByPreAuthCode } from './login-codes.ts';
import { logout } from './sessions.ts';
import { login, loginByTarget, loginThrottleKey, register, resetPassword, targetThrottleKey } from './service.ts';
import { clientAddressOf } from '../../client-address.ts';
import { throttled } from './throttle.ts';
import { ApiError } from '../../errors.ts';
import { defineRoute } from '../../kernel/route.ts';

const str = (max = 256) => z.string().max(max, { message: 'fieldTooLong' });
const optStr = (max = 256) => str(max).nullable().optional();
const bool = z
  .union([z.boolean(), z.string()])
  .transform((v) => v === true || (typeof v === 'string' && ['true', '1', 'on', 'yes'].includes(v.trim().toLowerCase())));
/** Form clients send "null" for an absent value (verification_code null in SPEC section 7). */
const orNull = (v: string | null | undefined) => (v && v !== 'null' ? v : null);

const LoginRequestSchema = z
  .object({
    username: str(),
    password: str(),
    userType: z.coerce.number().int(),
    bind_link_pre_auth_code: optStr(512),
  })
  .openapi('LoginRequest');

export const LoginResultSchema = z.object({ accessToken: z.string(), tokenType: z.string() }).openapi('LoginResult');

const TargetFields = {
  target: optStr(),
  email: optStr(),
  phone: optStr(),
  international_code: optStr(8),
};

const SendCodeSchema = z.object({ ...TargetFields, purpose: z.enum(CODE_PURPOSES) }).openapi('SendVerificationCodeRequest');
const SendCodeResultSchema = z.object({ expiresIn: z.number(), resendAfter: z.number() }).openapi('SendVerificationCodeResult');
const CheckCodeSchema = z.object({ ...TargetFields, code: str(16), purpose: z.enum(CODE_PURPOSES) }).openapi('CheckVerificationCodeRequest');
const RegisterSchema = z
  .object({
    userName: str(64),
    email: optStr(),
    phone: optStr(),
    international_code: optStr(8),
    code: str(16),
    password: str(64),
    confirmPassword: str(64),
    agree: bool,
  })
  .openapi('RegisterRequest');
const LoginByEmailSchema = z
  .object({ email: str(), otp: str(16), verification_code: optStr(), bind_link_pre_auth_code: optStr(512) })
  .openapi('LoginByEmailRequest');
const LoginByPhoneSchema = z
  .object({
    phone_number: str(32),
    international_code: optStr(8),
    otp: str(16),
    verification_code: optStr(),
    bind_link_pre_auth_code: optStr(512),
  })
  .openapi('LoginByPhoneRequest');
const LoginByCodeSchema = z.object({ code: optStr(64), login_code: optStr(64) }).openapi('LoginByCodeRequest');
const PreAuthSchema = z.object({ preAuthCode: optStr(512), pre_auth_code: optStr(512), bind_link_pre_auth_code: optStr(512) }).openapi('PreAuthCodeRequest');
const PreAuthIssuedSchema = z.object({ preAuthCode: z.string(), expiresAt: z.string() }).openapi('PreAuthCodeIssued');
const BoundSchema = z.object({ bound: z.literal(true), expiresAt: z.string() }).openapi('PreAuthCodeBound');
const ResetSchema = z.object({ ...TargetFields, code: str(16), password: str(64), confirmPassword: str(64) }).openapi('ResetPasswordRequest');

const post = <P extends string>(path: P, summary: string, extra: Record<string, unknown> = {}) => ({
  method: 'post' as const,
  path,
  tags: ['Passport'],
  summary,
  ...extra,
});

const loginResponses = {
  200: jsonContent(LoginResultSchema, 'Signed in'),
  400: errorResponse('Sign-in failed or invalid request'),
  429: errorResponse('Too many failed attempts (5 per account or unknown identifier / 50 per client address in 15 minutes)'),
};

const tooManyCodeFailures = errorResponse('Too many wrong codes (5 per account or target / 50 per client address in 15 minutes)');

const loginRoute = defineRoute('public', {
  ...post('/passport-management/login', 'Customer login by user name, email or phone'),
  request: { body: { content: { 'application/json': { schema: LoginRequestSchema } }, required: true } },
  responses: loginResponses,
});

const logoutRoute = defineRoute('optional', {
  ...post('/passport-management/logout', 'Revoke the presented session'),
  responses: { 200: jsonContent(z.object({}), 'Signed out (also when already signed out)') },
});

const sendCodeRoute = defineRoute('public', {
  ...post('/passport-management/send-verification-code', 'Send a one-time code (6 digits, 10 minutes) to an e-mail or phone'),
  request: { body: jsonOrFormBody(SendCodeSchema) },
  responses: {
    200: jsonContent(SendCodeResultSchema, 'Accepted (the same answer whether or not an account exists)'),
    400: errorResponse('Invalid request'),
    429: errorResponse('A code was sent to this target less than 60 seconds ago'),
  },
});

const checkCodeRoute = defineRoute('public', {
  ...post('/passport-management/check-verification-code', 'Check a code without consuming it (a wrong code counts a try)'),
  request: { body: jsonOrFormBody(CheckCodeSchema) },
  responses: {
    200: jsonContent(z.object({ valid: z.literal(true) }), 'Valid'),
    400: errorResponse('Wrong or expired code'),
    429: tooManyCodeFailures,
  },
});

const registerRoute = defineRoute('public', {
  ...post('/passport-management/register', 'Register a customer (form-encoded) and sign in'),
  request: { body: jsonOrFormBody(RegisterSchema) },
  responses: {
    200: jsonContent(LoginResultSchema, 'Registered and signed in'),
    400: errorResponse('Invalid request or code (the code is checked before any "already registered" answer)'),
    429: tooManyCodeFailures,
  },
});

const loginByEmailRoute = defineRoute('public', {
  ...post('/passport-management/login-by-email', 'Sign in with a code sent to the e-mail (purpose login)'),
  request: { body: jsonOrFormBody(LoginByEmailSchema) },
  responses: loginResponses,
});

const loginByPhoneRoute = defineRoute('public', {
  ...post('/passport-management/login-by-phone-number', 'Sign in with a code sent to the phone (purpose login)'),
  request: { body: jsonOrFormBody(LoginByPhoneSchema) },
  responses: loginResponses,
});

const loginByCodeRoute = defineRoute('public', {
  ...post('/passport-management/login-by-code', 'Sign in with a one-time login code (POST /u/user/login-code or the ops CLI)'),
  request: { body: jsonOrFormBody(LoginByCodeSchema) },
  responses: loginResponses,
});

const preAuthIssueRoute = defineRoute('public', {
  ...post('/passport-management/pre-auth-code', 'Browser extension: get an unbound pre-auth code (10 minutes)'),
  responses: { 200: jsonContent(PreAuthIssuedSchema, 'Issued') },
});

const loginByPreAuthRoute = defineRoute('public', {
  ...post('/passport-management/login-by-pre-auth-code', 'Browser extension: exchange a bound pre-auth code (once) for a session'),
  request: { body: jsonOrFormBody(PreAuthSchema) },
  responses: loginResponses,
});

const bindRoute = defineRoute('customer', {
  ...post('/passport-management/bind', 'Link a pre-auth code to the signed-in member'),
  request: { body: jsonOrFormBody(PreAuthSchema) },
  responses: {
    200: jsonContent(BoundSchema, 'Linked'),
    400: errorResponse('Unknown or expired code'),
    401: errorResponse('Not signed in'),
    409: errorResponse('Linked to another member'),
  },
});

const rebindRoute = defineRoute('customer', {
  ...post('/passport-management/re-bind', 'Link a pre-auth code to the signed-in member, replacing another link'),
  request: { body: jsonOrFormBody(PreAuthSchema) },
  responses: {
    200: jsonContent(BoundSchema, 'Linked'),
    400: errorResponse('Unknown or expired code'),
    401: errorResponse('Not signed in'),
  },
});

const resetRoute = defineRoute('public', {
  ...post('/passport-management/reset-password', 'New password with a code of purpose reset; ends all sessions'),
  request: { body: jsonOrFormBody(ResetSchema) },
  responses: {
    200: jsonContent(z.object({}), 'Password changed'),
    400: errorResponse('Invalid request or code'),
    429: tooManyCodeFailures,
  },
});

type Pre = z.infer<typeof PreAuthSchema>;

/** Sign-ins forget the account's failures when they succeed; code checks only give their reservation back. */
const SIGN_IN = { clearOnSuccess: true } as const;
const CODE_CHECK = { clearOnSuccess: false, message: 'tooManyAttempts' } as const;
const preAuthOf = (b: Pre) => (b.preAuthCode ?? b.pre_auth_code ?? b.bind_link_pre_auth_code ?? '').trim();

export const passportRoutes = createRouter()
  .openapi(loginRoute, async (c) => {
    const body = c.req.valid('json');
    const db = c.get('db');
    const tenantId = c.get('tenantId');
    const address = clientAddressOf(c);
    const key = await loginThrottleKey(db, tenantId, body.username);
    return c.json(await throttled(db, tenantId, key, address, () => login(db, tenantId, body), SIGN_IN), 200);
  })
  .openapi(logoutRoute, async (c) => {
    await logout(c.get('db'), c.get('tenantId'), tokenFromHeader(c.req.header('authorization')));
    return c.json({}, 200);
  })
  .openapi(sendCodeRoute, async (c) => {
    const body = jsonOrForm<z.infer<typeof SendCodeSchema>>(c);
    const target = parseTarget(body);
    await sendCode(c.get('db'), c.get('tenantId'), target, body.purpose, { site: c.get('site'), locale: c.get('locale') });
    return c.json({ expiresIn: CODE_TTL_MS / 1000, resendAfter: CODE_RESEND_MS / 1000 }, 200);
  })
  .openapi(checkCodeRoute, async (c) => {
    const body = jsonOrForm<z.infer<typeof CheckCodeSchema>>(c);
    const db = c.get('db');
    const tenantId = c.get('tenantId');
    const target = parseTarget(body);
    const check = async () => {
      if (!(await verifyCode(db, tenantId, target, body.purpose, body.code, { consume: false }))) {
        throw new ApiError(400, 'InvalidVerificationCode', 'codeInvalid');
      }
    };
    await throttled(db, tenantId, await targetThrottleKey(db, tenantId, target), clientAddressOf(c), check, CODE_CHECK);
    return c.json({ valid: true as const }, 200);
  })
  .openapi(registerRoute, async (c) => {
    const body = jsonOrForm<z.infer<typeof RegisterSchema>>(c);
    const db = c.get('db');
    const tenantId = c.get('tenantId');
    const target = parseTarget({ email: orNull(body.email), phone: orNull(body.phone), international_code: body.international_code });
    const run = () =>
      register(db, tenantId, {
        userName: body.userName.trim(),
        target,
        code: body.code.trim(),
        password: body.password,
        confirmPassword: body.confirmPassword,
        agree: body.agree,
      });
    const result = await throttled(db, tenantId, await targetThrottleKey(db, tenantId, target), clientAddressOf(c), run, CODE_CHECK);
    return c.json(result, 200);
  })
  .openapi(loginByEmailRoute, async (c) => {
    const body = jsonOrForm<z.infer<typeof LoginByEmailSchema>>(c);
    const db = c.get('db');
    const tenantId = c.get('tenantId');
    const target = parseTarget({ email: body.email });
    const address = clientAddressOf(c);
    const run = () => loginByTarget(db, tenantId, target, body.otp, orNull(body.bind_link_pre_auth_code));
    return c.json(await throttled(db, tenantId, await targetThrottleKey(db, tenantId, target), address, run, SIGN_IN), 200);
  })
  .openapi(loginByPhoneRoute, async (c) => {
    const body = jsonOrForm<z.infer<typeof LoginByPhoneSchema>>(c);
    const db = c.get('db');
    const tenantId = c.get('tenantId');
    const target = parseTarget({ phone_number: body.phone_number, international_code: orNull(body.international_code) });
    const address = clientAddressOf(c);
    const run = () => loginByTarget(db, tenantId, target, body.otp, orNull(body.bind_link_pre_auth_code));
    return c.json(await throttled(db, tenantId, await targetThrottleKey(db, tenantId, target), address, run, SIGN_IN), 200);
  })
  .openapi(loginByCodeRoute, async (c) => {
    const body = jsonOrForm<z.infer<typeof LoginByCodeSchema>>(c);
    const db = c.get('db');
    const tenantId = c.get('tenantId');
    const code = body.code ?? body.login_code ?? '';
    const address = clientAddressOf(c);
    return c.json(await throttled(db, tenantId, null, address, () => loginByCode(db, tenantId, code), SIGN_IN), 200);
  })
  .openapi(preAuthIssueRoute, async (c) => c.json(await issuePreAuthCode(c.get('db'), c.get('tenantId')), 200))
  .openapi(loginByPreAuthRoute, async (c) => {
    const body = jsonOrForm<Pre>(c);
    const db = c.get('db');
    const tenantId = c.get('tenantId');
    const address = clientAddressOf(c);
    return c.json(await throttled(db, tenantId, null, address, () => loginByPreAuthCode(db, tenantId, preAuthOf(body)), SIGN_IN), 200);
  })
  .openapi(bindRoute, async (c) => {
    const code = preAuthOf(jsonOrForm<Pre>(c));
    return c.json(await bindPreAuthCode(c.get('db'), c.get('user'), code, { rebind: false }), 200);
  })
  .openapi(rebindRoute, async (c) => {
    const code = preAuthOf(jsonOrForm<Pre>(c));
    return c.json(await bindPreAuthCode(c.get('db'), c.get('user'), code, { rebind: true }), 200);
  })
  .openapi(resetRoute, async (c) => {
    const body = jsonOrForm<z.infer<typeof ResetSchema>>(c);
    const db = c.get('db');
    const tenantId = c.get('tenantId');
    const target = parseTarget(body);
    const run = () => resetPassword(db, tenantId, { target, code: body.code, password: body.password, confirmPassword: body.confirmPassword });
    await throttled(db, tenantId, await targetThrottleKey(db, tenantId, target), clientAddressOf(c), run, CODE_CHECK);
    return c.json({}, 200);
  });
