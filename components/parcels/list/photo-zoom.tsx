'use client';

import { useRef, useState } from 'react';
import type { ParcelsT } from './parcel-columns';
import { NativeDialog } from '@/components/ui/native-dialog';
import styles from './parcels.module.css';

/** A parcel's arrival photo in the list: the thumbnail is a button that shows the photo large in a dialog. */
export function PhotoZoom({ t, src, trackingNumber }: { t: ParcelsT; src: string; trackingNumber: string }) {
  const [open, setOpen] = useState(false);
  const close = useRef<HTMLButtonElement>(null);
  const alt = t('photoAlt', { trackingNumber });
  return (
    <>
      <button type="button" className={styles.thumbButton} aria-label={t('enlargePhoto', { trackingNumber })} onClick={() => setOpen(true)}>
        {/* eslint-disable-next-line @next/next/no-img-element -- owner-only photo served by the API */}
        <img src={src} alt="" width={48} height={48} loading="lazy" className={styles.thumb} />
      </button>
      {open ? (
        <NativeDialog title={t('photoTitle', { trackingNumber })} message={null} onCancel={() => setOpen(false)} initialFocus={close} look={styles}>
          {/* eslint-disable-next-line @next/next/no-img-element -- owner-only photo served by the API */}
          <img src={src} alt={alt} className={styles.photoLarge} />
          <button ref={close} type="button" className={styles.closePhoto} onClick={() => setOpen(false)}>
            {t('closePhoto')}
          </button>
        </NativeDialog>
      ) : null}
    </>
  );
}
