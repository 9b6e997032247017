// SPEC section 7 "Account" (the calls the foundation needs so far).
import type { Member } from '@/lib/contract/wire';
import { useSessionStore } from '@/lib/stores/session-store';
import { http } from './http';

export function getCurrentMember(): Promise<Member> {
  return http.get<Member>('/api/u/user');
}

/** Loads the member into the session store (after sign-in, or when the hint cookie says so). */
export async function loadCurrentMember(): Promise<Member> {
  const member = await getCurrentMember();
  useSessionStore.getState().setMember(member);
  return member;
}
