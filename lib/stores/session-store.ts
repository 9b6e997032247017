// Who is signed in, as far as scripts may know. The bearer token and its type never reach the
// browser: they live in the httpOnly cookies `token` / `tokenType` and the /api gateway attaches
// them. `signedIn` is seeded by the server render (or the readable `signed_in=1` hint cookie).
import Cookies from 'js-cookie';
import { create } from 'zustand';
import { SIGNED_IN_HINT_COOKIE } from '@/lib/contract/constants';
import type { Member } from '@/lib/contract/wire';

export interface SessionState {
  signedIn: boolean;
  member: Member | null;
  setSignedIn: (signedIn: boolean) => void;
  setMember: (member: Member | null) => void;
  /** Seed from the server render in one step. */
  hydrate: (seed: Partial<Pick<SessionState, 'signedIn' | 'member'>>) => void;
  /** Forget the member (sign-out, 401). */
  clear: () => void;
}

export const useSessionStore = create<SessionState>()((set) => ({
  signedIn: false,
  member: null,
  setSignedIn: (signedIn) => set({ signedIn }),
  setMember: (member) => set(member ? { member, signedIn: true } : { member: null }),
  hydrate: (seed) => set(seed),
  clear: () => set({ signedIn: false, member: null }),
}));

/** True when the readable hint cookie says a session probably exists (browser only). */
export function hasSignedInHint(): boolean {
  if (typeof document === 'undefined') return false;
  return Cookies.get(SIGNED_IN_HINT_COOKIE) === '1';
}

/** Drops the hint cookie after the server said the session is gone (the gateway clears it too). */
export function clearSignedInHint(): void {
  if (typeof document === 'undefined') return;
  Cookies.remove(SIGNED_IN_HINT_COOKIE, { path: '/' });
}

/** Local keys that hold a member's unsent work (SPEC section 3): a shared browser must not show them to the next person. */
export const MEMBER_DRAFT_KEYS = ['lsSubmitTranshipOrder', 'lsCombinePay'] as const;

export function forgetMemberDrafts(): void {
  if (typeof window === 'undefined') return;
  for (const key of MEMBER_DRAFT_KEYS) window.localStorage.removeItem(key);
}

/** Name shown in the header: name, else phone, else email (SPEC section 2). */
export function memberDisplayName(member: Member | null): string {
  if (!member) return '';
  return member.name || member.phone || member.email || member.userName || '';
}
