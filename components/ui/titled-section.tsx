import type { HTMLAttributes, ReactNode } from 'react';

interface TitledSectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The h2's id: it names the section (aria-labelledby). */
  headingId: string;
  title: ReactNode;
  /** `nav` for a block of links. */
  as?: 'section' | 'nav';
  headingClassName?: string;
  children: ReactNode;
}

/** A part of a page named by its h2 (a feature's section component passes its module's classes). */
export function TitledSection({ headingId, title, as: Tag = 'section', headingClassName, children, ...rest }: TitledSectionProps) {
  return (
    <Tag aria-labelledby={headingId} {...rest}>
      <h2 id={headingId} className={headingClassName}>
        {title}
      </h2>
      {children}
    </Tag>
  );
}
