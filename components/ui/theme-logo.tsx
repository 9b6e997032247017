import { Link } from '@/lib/i18n/navigation';
import styles from './theme-logo.module.css';

interface ThemeLogoProps {
  /** The site's logo URL; without one the site name is shown in the theme colour. */
  src: string;
  /** The site name: the image's alt text and the link's name. */
  alt: string;
  /** Link target (locale-aware); without it the logo is not a link. */
  href?: string;
  className?: string;
}

/** The site logo at most 200×60 (SPEC section 9), linking home. */
export function ThemeLogo({ src, alt, href, className }: ThemeLogoProps) {
  const content = src ? (
    // eslint-disable-next-line @next/next/no-img-element -- logo from the site configuration, any host
    <img src={src} alt={alt} className={styles.image} />
  ) : (
    <span className={styles.text}>{alt}</span>
  );
  const classes = [styles.logo, className].filter(Boolean).join(' ');
  if (!href) return <span className={classes}>{content}</span>;
  return (
    <Link href={href} className={classes}>
      {content}
    </Link>
  );
}
