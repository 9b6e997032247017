'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { LOGOUT_EXTENSION_MESSAGE_TYPE } from '@/lib/contract/constants';
import { Link } from '@/lib/i18n/navigation';
import {
  clearSignedInHint,
  hasSignedInHint,
  memberDisplayName,
  useSessionStore,
} from '@/lib/stores/session-store';
import styles from './header.module.css';
import { useClientValue } from './use-client-value';

/**
 * Log in / register when the readable `signed_in` hint cookie is absent; otherwise the member's name
 * (else phone, else email) with a menu. The API client (axios) is imported only after mount, so it
 * is not part of any page's first-load JavaScript.
 */
export function AccountMenu({ homeHref }: { homeHref: string }) {
  const t = useTranslations('header');
  const member = useSessionStore((state) => state.member);
  const hinted = useClientValue(hasSignedInHint, false);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  const loading = hinted && !member && !failed;

  useEffect(() => {
    if (!hinted || useSessionStore.getState().member) return;
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
  }, [hinted]);

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
      const { logout } = await import('@/lib/api/passport');
      await logout();
    } catch {
      // The session is dropped locally either way; the gateway expires it on its side.
    }
    useSessionStore.getState().clear();
    clearSignedInHint();
    window.postMessage({ type: LOGOUT_EXTENSION_MESSAGE_TYPE }, window.location.origin);
    window.location.assign(homeHref);
  }

  if (loading) {
    return (
      <div className={styles.account} aria-busy="true">
        <span className={styles.accountLoading}>{t('loadingMember')}</span>
      </div>
    );
  }

  if (!member) {
    return (
      <div className={styles.account}>
        <Link href="/login" className={styles.loginButton}>
          {t('login')}
        </Link>
        <Link href="/register" className={styles.registerButton}>
          {t('register')}
        </Link>
      </div>
    );
  }

  return (
    <div className={styles.account} ref={rootRef}>
      <button
        type="button"
        className={styles.accountButton}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="sr-only">{t('accountMenu')}: </span>
        <span className={styles.accountName}>{memberDisplayName(member)}</span>
        <span aria-hidden="true" className={styles.caret} />
      </button>
      <ul id={menuId} className={styles.accountMenu} hidden={!open}>
        <li>
          <Link href="/user/user-center" className={styles.accountItem} onClick={() => setOpen(false)}>
            {t('personalCenter')}
          </Link>
        </li>
        <li>
          <button type="button" className={styles.accountItem} onClick={logOut}>
            {t('logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
