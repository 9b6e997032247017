import type { ReactNode } from 'react';
import type { CombinedOrderDetail } from '@/lib/api/combined-order';
import { Facts, type Fact } from '@/components/ui/facts';
import { TitledSection } from '@/components/ui/titled-section';
import type { CombinedOrdersT } from '../labels';
import styles from './detail.module.css';

interface DetailSectionProps {
  /** The h2's id (and the section's test id). */
  id: string;
  title: ReactNode;
  children: ReactNode;
  className?: string;
}

/** The props of a waybill page's section that shows amounts. */
export interface AmountsSectionProps {
  t: CombinedOrdersT;
  combinedOrder: CombinedOrderDetail;
  /** The symbol of a currency (the site's own for its currency). */
  symbolOf: (currency: string) => string;
}

/** A titled part of the waybill page (an h2 naming a section). */
export function DetailSection({ id, title, children, className }: DetailSectionProps) {
  const classes = [styles.section, className].filter(Boolean).join(' ');
  return (
    <TitledSection headingId={id} title={title} className={classes} headingClassName={styles.sectionTitle} data-testid={id}>
      {children}
    </TitledSection>
  );
}

/** A titled part that is terms and values only; entries whose value is null or '' are left out. */
export function FactsSection({ id, title, items }: { id: string; title: ReactNode; items: Fact[] }) {
  return (
    <DetailSection id={id} title={title}>
      <Facts items={items} className={styles.facts} />
    </DetailSection>
  );
}
