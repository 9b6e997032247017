'use client';

import { useEffect, useRef, useState } from 'react';
import { useAnnounceStore } from '@/lib/stores/announce-store';
import type { AnnouncePopupProps, PopupAnnouncement } from './announce-types';
import { hasSignedInHint } from '@/lib/session/signed-in-hint';
import styles from './announce-popup.module.css';

/**
 * Loaded after hydration by ./announce-popup. The home announcements in a native modal <dialog> (focus kept inside, Esc closes). Visitors see the
 * server's list; members get theirs from indexAnnouncement (lazy import: no axios in the first load).
 * "Don't show for 24 hours" sets noShow in the lsAnnounce store.
 */
export default function AnnounceDialog({ items, labels, hrefPrefix }: AnnouncePopupProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [list, setList] = useState<PopupAnnouncement[] | null>(null);
  const [suppress, setSuppress] = useState(false);

  useEffect(() => {
    let alive = true;
    const start = async () => {
      await useAnnounceStore.persist.rehydrate();
      if (!alive || useAnnounceStore.getState().noShow) return;
      if (!hasSignedInHint()) return setList(items);
      const { fetchIndexAnnouncements } = await import('./index-announcements');
      const mine = await fetchIndexAnnouncements();
      const known = new Map(items.map((item) => [item.id, item]));
      if (alive) setList(mine.map((m) => known.get(m.id) ?? { id: m.id, title: m.title, href: `${hrefPrefix}${encodeURIComponent(m.id)}` }));
    };
    void start();
    return () => {
      alive = false;
    };
  }, [items, hrefPrefix]);

  useEffect(() => {
    if (list?.length && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [list]);

  if (!list?.length) return null;
  const onClose = () => {
    if (suppress) useAnnounceStore.getState().setNoShow(true);
    setList([]);
  };
  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby="announce-title" onClose={onClose}>
      <h2 id="announce-title" className={styles.heading}>
        {labels.title}
      </h2>
      <div className={styles.body}>
        {list.map((item) => (
          <article key={item.id} className={styles.item}>
            <h3 className={styles.itemTitle}>{item.title}</h3>
            {item.html ? <div className={styles.html} dangerouslySetInnerHTML={{ __html: item.html }} /> : null}
            <a href={item.href}>{labels.more}</a>
          </article>
        ))}
      </div>
      <form method="dialog" className={styles.footer}>
        <label className={styles.check}>
          <input type="checkbox" checked={suppress} onChange={(event) => setSuppress(event.target.checked)} />
          {labels.noShow}
        </label>
        <button type="submit" className={styles.close} autoFocus>
          {labels.close}
        </button>
      </form>
    </dialog>
  );
}
