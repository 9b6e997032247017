import { pictureSrc, type ShopPlatform } from '@/lib/contract/ship-for-me-rules';
import styles from './good.module.css';

interface GoodPictureProps {
  imageUrl: string | null | undefined;
  title: string;
  platform: ShopPlatform | string;
  /** Width and height in px. */
  size?: number;
}

function initialOf(platform: string, title: string): string {
  if (platform && platform !== 'other') return platform.charAt(0).toUpperCase();
  return Array.from(title.trim())[0]?.toUpperCase() ?? '·';
}

/**
 * A good's picture beside its title (decorative: `alt=""`), only from an allowed shop image host over https
 * (pictureSrc), lazily and without a referrer. It is drawn over a placeholder with the platform's initial in
 * a box of fixed size, so a picture that is missing, not allowed, still loading or broken shows the
 * placeholder, with or without JavaScript. Server or client.
 */
export function GoodPicture({ imageUrl, title, platform, size = 64 }: GoodPictureProps) {
  const src = pictureSrc(imageUrl);
  const initial = initialOf(platform, title);
  const fontSize = Math.max(12, Math.round(size / 3));
  return (
    <span className={styles.picture} style={{ width: size, height: size, fontSize, ['--initial-size' as string]: `${fontSize}px` }} data-testid="good-picture">
      <span className={styles.initial} aria-hidden="true" data-testid="good-picture-placeholder">
        {initial}
      </span>
      {src ? (
        // eslint-disable-next-line @next/next/no-img-element -- shop image hosts are not configured for next/image; shown without a referrer.
        <img
          className={styles.image}
          src={src}
          alt=""
          data-initial={initial}
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
        />
      ) : null}
    </span>
  );
}
