'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { memberDisplayName, useSessionStore } from '@/lib/stores/session-store';
import { AccountLinks, AccountLoading, type AccountMenuProps } from './account-links';
import styles from './header.module.css';

/**
 * The signed-in part of the header's account island, loaded on demand by <AccountMenu/>. The API
 * client (axios) is imported only after mount, so it is not part of any page's first-load JavaScript.
 */
export default function MemberMenu({ hrefs, labels }: AccountMenuProps) {
  const member = useSessionStore((state) => state.member);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (useSessionStore.getState().member) return;
    let cancelled = false;
    (async () => {
      try {
        const { getCurrentMember } = await import('@/lib/api/account');
        const loaded = await getCurrentMember();
        if (cancelled) return;
        if (loaded) useSessionStore.getState().setMember(loaded);
        else setFailed(true);
      } catch {
        if (!cancelled) setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    if (!open) return;
    function onPointer(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') setOpen(false);
    }
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  async function logOut() {
    setOpen(false);
    try {
      const { signOut } = await import('@/lib/api/passport');
      await signOut();
    } catch {
      // signOut drops the session locally either way; the gateway expires it on its side.
    }
    window.location.assign(hrefs.home);
  }

  if (!member) {
    if (!failed) return <AccountLoading label={labels.loadingMember} />;
    return <AccountLinks hrefs={hrefs} labels={labels} />;
  }

  return (
    <div className={styles.account} ref={rootRef}>
      <button type="button" className={styles.accountButton} aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((value) => !value)}>
        <span className="sr-only">{labels.accountMenu}: </span>
        <span className={styles.accountName}>{memberDisplayName(member)}</span>
        <span aria-hidden="true" className={styles.caret} />
      </button>
      <ul id={menuId} className={styles.accountMenu} hidden={!open}>
        <li>
          <a href={hrefs.personalCenter} data-soft="" className={styles.accountItem} onClick={() => setOpen(false)}>
            {labels.personalCenter}
          </a>
        </li>
        <li>
          <button type="button" className={styles.accountItem} onClick={logOut}>
            {labels.logout}
          </button>
        </li>
      </ul>
    </div>
  );
}
