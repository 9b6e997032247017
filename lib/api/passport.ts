// SPEC section 7 "Passport". The gateway turns the upstream's token answer into an httpOnly
// cookie and gives the browser only { signedIn: true }.
import { LOGOUT_EXTENSION_MESSAGE_TYPE } from '@/lib/contract/constants';
import { UserType } from '@/lib/contract/enums';
import type { LoginAccepted, LoginRequest } from '@/lib/contract/wire';
import { clearSignedInHint, forgetMemberDrafts, useSessionStore } from '@/lib/stores/session-store';
import { lazyHttp as http } from './lazy-http';

const P = '/api/passport-management';
export const PASSPORT_PATHS = {
  login: `${P}/login`,
  logout: `${P}/logout`,
  sendCode: `${P}/send-verification-code`,
  checkCode: `${P}/check-verification-code`,
  loginByEmail: `${P}/login-by-email`,
  loginByPhone: `${P}/login-by-phone-number`,
  loginByCode: `${P}/login-by-code`,
  register: `${P}/register`,
  resetPassword: `${P}/reset-password`,
  bind: `${P}/bind`,
} as const;

export interface LoginInput {
  username: string;
  password: string;
  bindLinkPreAuthCode?: string | null;
}

/** The JSON body of POST /passport-management/login; the user name and code are trimmed (SPEC section 5), the password is sent as typed. */
export function loginBody({ username, password, bindLinkPreAuthCode }: LoginInput): LoginRequest {
  const code = bindLinkPreAuthCode?.trim();
  return {
    username: username.trim(),
    password,
    userType: UserType.Customer,
    bind_link_pre_auth_code: code ? code : null,
  };
}

/**
 * Silent: a refused sign-in is shown by the form next to its fields (no toast, no re-login dialog).
 */
export async function login(input: LoginInput): Promise<LoginAccepted> {
  const accepted = await http.post<LoginAccepted>(PASSPORT_PATHS.login, loginBody(input), {
    silent: true,
    dedupe: false,
  });
  if (accepted.signedIn) useSessionStore.getState().setSignedIn(true);
  return accepted;
}

export function logout(): Promise<Record<string, never>> {
  return http.post<Record<string, never>>(PASSPORT_PATHS.logout);
}

/**
 * Sign out everywhere the browser can (SPEC section 4): revoke the session (the gateway clears the
 * httpOnly cookies), forget the member, tell the browser extension. Local state is cleared even
 * when the call fails.
 */
export async function signOut(): Promise<void> {
  try {
    await logout();
  } finally {
    useSessionStore.getState().clear();
    clearSignedInHint();
    forgetMemberDrafts();
    if (typeof window !== 'undefined') {
      window.postMessage({ type: LOGOUT_EXTENSION_MESSAGE_TYPE }, window.location.origin);
    }
  }
}

// ---------- One-time codes, code sign-in, registration, recovery, extension binding ----------

export type CodePurpose = 'register' | 'login' | 'reset' | 'bind' | 'change-contact';

/** An e-mail or a phone with its international dialing code (e.g. "86"). */
export type ContactTarget = { kind: 'email'; email: string } | { kind: 'phone'; phone: string; internationalCode: string };

/** The contact fields of a passport body: `email`, or `phone` + `international_code`; values trimmed. */
export function targetFields(target: ContactTarget): Record<string, string> {
  return target.kind === 'email' ? { email: target.email.trim() } : { phone: target.phone.trim(), international_code: target.internationalCode.trim() };
}

export interface CodeSent {
  expiresIn: number;
  resendAfter: number;
}

const SILENT = { silent: true, dedupe: false } as const;

function form(values: Record<string, string | null | undefined>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) body.set(key, value ?? 'null');
  return body;
}

function accept(accepted: LoginAccepted): LoginAccepted {
  if (accepted?.signedIn) useSessionStore.getState().setSignedIn(true);
  return accepted;
}

export function sendVerificationCode(target: ContactTarget, purpose: CodePurpose): Promise<CodeSent> {
  return http.post<CodeSent>(PASSPORT_PATHS.sendCode, { ...targetFields(target), purpose }, SILENT);
}

export function checkVerificationCode(target: ContactTarget, code: string, purpose: CodePurpose): Promise<{ valid: true }> {
  return http.post(PASSPORT_PATHS.checkCode, { ...targetFields(target), code: code.trim(), purpose }, SILENT);
}

/** SPEC section 7: login-by-email is form-encoded (email, otp, verification_code null). */
export async function loginByEmail(email: string, otp: string, bindLinkPreAuthCode?: string | null): Promise<LoginAccepted> {
  const body = form({ email: email.trim(), otp: otp.trim(), verification_code: null });
  if (bindLinkPreAuthCode) body.set('bind_link_pre_auth_code', bindLinkPreAuthCode);
  return accept(await http.post<LoginAccepted>(PASSPORT_PATHS.loginByEmail, body, SILENT));
}

/** SPEC section 7: login-by-phone-number is form-encoded (phone_number, international_code, otp, verification_code null). */
export async function loginByPhone(phone: string, internationalCode: string, otp: string, bindLinkPreAuthCode?: string | null): Promise<LoginAccepted> {
  const body = form({ phone_number: phone.trim(), international_code: internationalCode.trim(), otp: otp.trim(), verification_code: null });
  if (bindLinkPreAuthCode) body.set('bind_link_pre_auth_code', bindLinkPreAuthCode);
  return accept(await http.post<LoginAccepted>(PASSPORT_PATHS.loginByPhone, body, SILENT));
}

/** A one-time login code (issued in the user area or by the operator). */
export async function loginByCode(code: string): Promise<LoginAccepted> {
  return accept(await http.post<LoginAccepted>(PASSPORT_PATHS.loginByCode, { code: code.trim() }, SILENT));
}

export interface RegisterInput {
  userName: string;
  target: ContactTarget;
  code: string;
  password: string;
  confirmPassword: string;
  agree: boolean;
}

/** The form-encoded body of POST /passport-management/register (SPEC section 7). */
export function registerBody(input: RegisterInput): URLSearchParams {
  const body = new URLSearchParams({
    userName: input.userName.trim(),
    ...targetFields(input.target),
    code: input.code.trim(),
    password: input.password,
    confirmPassword: input.confirmPassword,
    agree: String(input.agree),
  });
  return body;
}

export async function register(input: RegisterInput): Promise<LoginAccepted> {
  return accept(await http.post<LoginAccepted>(PASSPORT_PATHS.register, registerBody(input), SILENT));
}

export function resetPassword(target: ContactTarget, code: string, password: string, confirmPassword: string): Promise<object> {
  return http.post(PASSPORT_PATHS.resetPassword, { ...targetFields(target), code: code.trim(), password, confirmPassword }, SILENT);
}

/** Links a browser-extension pre-auth code to the member now signed in. */
export function bindPreAuthCode(preAuthCode: string): Promise<{ bound: true; expiresAt: string }> {
  return http.post(PASSPORT_PATHS.bind, { preAuthCode: preAuthCode.trim() }, SILENT);
}
