import type { ElementType, ReactNode } from 'react';
import styles from './container.module.css';

export type ContainerWidth = 'content' | 'user' | 'table';

interface ContainerProps {
  /** content 1200px (default), user 960px, table 920px: SPEC section 9. */
  width?: ContainerWidth;
  as?: ElementType;
  className?: string;
  children: ReactNode;
}

/** Centres its children at one of the layout widths, with side padding on narrow screens. */
export function Container({ width = 'content', as: Tag = 'div', className, children }: ContainerProps) {
  return <Tag className={[styles.container, styles[width], className].filter(Boolean).join(' ')}>{children}</Tag>;
}
