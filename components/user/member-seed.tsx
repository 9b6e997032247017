'use client';

import type { Member } from '@/lib/contract/wire';
import { useSessionStore } from '@/lib/stores/session-store';
// The header's member menu, which the user area always shows: in this chunk, so the header's lazy
// import resolves at once instead of showing "loading account…".
import '@/components/layout/member-menu';

const same = (a: Member | null, b: Member) => a !== null && JSON.stringify(a) === JSON.stringify(b);

/**
 * Puts the member the user layout read on the server into the session store before the header's
 * account menu mounts, so the header shows the name without a loading state or a second request.
 */
export function MemberSeed({ member }: { member: Member }) {
  const store = useSessionStore.getState();
  if (!same(store.member, member)) store.setMember(member);
  return null;
}
