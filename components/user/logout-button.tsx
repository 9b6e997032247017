'use client';

import { useState } from 'react';
import { logout } from '@/lib/api/passport';
import { LOGOUT_EXTENSION_MESSAGE_TYPE } from '@/lib/contract/constants';
import { useSessionStore } from '@/lib/stores/session-store';

interface LogoutButtonProps {
  label: string;
  pendingLabel: string;
  homeHref: string;
  className?: string;
}

/**
 * SPEC section 4: logout ends the session (the gateway clears the cookies), clears the client
 * state, tells the browser extension, then goes home with a full navigation.
 */
export function LogoutButton({ label, pendingLabel, homeHref, className }: LogoutButtonProps) {
  const [pending, setPending] = useState(false);

  async function handleClick() {
    setPending(true);
    try {
      await logout();
    } catch (error) {
      // The session cookie may already be gone; the local state is cleared either way.
      console.warn('[logout]', (error as Error)?.message);
    }
    useSessionStore.getState().clear();
    window.postMessage({ type: LOGOUT_EXTENSION_MESSAGE_TYPE }, window.location.origin);
    window.location.assign(homeHref);
  }

  return (
    <button type="button" className={className} onClick={handleClick} disabled={pending} aria-busy={pending}>
      {pending ? pendingLabel : label}
    </button>
  );
}
