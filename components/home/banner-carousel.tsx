import { NavLink } from '@/components/layout/nav-link';
import type { LinkTarget, LinkType } from '@/lib/contract/enums';
import { linkSourceOf } from '@/lib/content/biz-redirect';
import { resolveNavLink } from '@/lib/site/nav-links';
import styles from './banner-carousel.module.css';

export interface Slide {
  id: string;
  imageUrl: string;
  title: string;
  linkType: LinkType | null;
  linkSourceValue: string | null;
  extenalUrlTarget: LinkTarget;
}

interface BannerCarouselProps {
  slides: Slide[];
  host: string;
  labels: { region: string; slide: (n: number, total: number) => string; goTo: (n: number) => string };
}

/**
 * A carousel without JavaScript: a horizontal scroll-snap track (swipe, scroll, keyboard) and anchor
 * dots that jump to a slide. The first image loads eagerly with high priority (LCP).
 */
export function BannerCarousel({ slides, host, labels }: BannerCarouselProps) {
  if (slides.length === 0) return null;
  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={labels.region}>
      <ul className={styles.track} tabIndex={0} aria-label={labels.region}>
        {slides.map((slide, index) => {
          const image = (
            // eslint-disable-next-line @next/next/no-img-element -- banner images come from the CMS, any host
            <img
              src={slide.imageUrl}
              alt={slide.title}
              width={1200}
              height={400}
              className={styles.image}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'low'}
              decoding="async"
            />
          );
          const source = linkSourceOf(slide);
          return (
            <li
              key={slide.id}
              id={`banner-${index + 1}`}
              className={styles.slide}
              aria-roledescription="slide"
              aria-label={labels.slide(index + 1, slides.length)}
            >
              {source ? (
                <NavLink link={resolveNavLink(source, host)} className={styles.link}>
                  {image}
                </NavLink>
              ) : (
                image
              )}
            </li>
          );
        })}
      </ul>
      {slides.length > 1 ? (
        <nav className={styles.dots} aria-label={labels.region}>
          {slides.map((slide, index) => (
            <a key={slide.id} href={`#banner-${index + 1}`} className={styles.dot} aria-label={labels.goTo(index + 1)} />
          ))}
        </nav>
      ) : null}
    </section>
  );
}
