// SPEC section 7 "Passport". The gateway turns the upstream's token answer into an httpOnly
// cookie and gives the browser only { signedIn: true }.
import { LOGOUT_EXTENSION_MESSAGE_TYPE } from '@/lib/contract/constants';
import { UserType } from '@/lib/contract/enums';
import type { LoginAccepted, LoginRequest } from '@/lib/contract/wire';
import { clearSignedInHint, useSessionStore } from '@/lib/stores/session-store';
import { http } from './http';

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
  const accepted = await http.post<LoginAccepted>('/api/passport-management/login', loginBody(input), {
    silent: true,
    dedupe: false,
  });
  if (accepted.signedIn) useSessionStore.getState().setSignedIn(true);
  return accepted;
}

export function logout(): Promise<Record<string, never>> {
  return http.post<Record<string, never>>('/api/passport-management/logout');
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
    if (typeof window !== 'undefined') {
      window.postMessage({ type: LOGOUT_EXTENSION_MESSAGE_TYPE }, window.location.origin);
    }
  }
}
