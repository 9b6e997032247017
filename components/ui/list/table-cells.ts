import type { Breakpoint, DataColumn, PhonePlace } from './table-types';
import styles from './data-table.module.css';

const ORDER: Breakpoint[] = ['xs', 'sm', 'md', 'lg'];
const FROM: Record<Breakpoint, string | undefined> = {
  xs: undefined,
  sm: styles.fromSm,
  md: styles.fromMd,
  lg: styles.fromLg,
};

/** The class that hides a `responsive` column below its smallest breakpoint. */
export function responsiveClassOf(responsive: Breakpoint[] | undefined): string | undefined {
  if (!responsive?.length) return undefined;
  const smallest = ORDER.find((point) => responsive.includes(point));
  return smallest ? FROM[smallest] : undefined;
}

const PHONE: Record<PhonePlace, string | undefined> = {
  title: styles.phoneTitle,
  main: undefined,
  detail: styles.phoneDetail,
  actions: styles.phoneActions,
  none: styles.phoneNone,
};

/** Where a column sits on a phone's card (see DataColumn.phone). */
export function phonePlaceOf<T>(column: DataColumn<T>): PhonePlace {
  return column.phone ?? (column.responsive?.length ? 'detail' : 'main');
}

const ALIGN = { left: undefined, center: styles.alignCenter, right: styles.alignRight };

/** A header or body cell's classes: the column's own, its breakpoint, its alignment and any extra. */
export function cellClassOf<T>(column: DataColumn<T>, ...extra: (string | undefined)[]): string | undefined {
  return [responsiveClassOf(column.responsive), column.className, column.align && ALIGN[column.align], ...extra].filter(Boolean).join(' ') || undefined;
}

/** A body cell's classes: as cellClassOf, plus its place on a phone's card. */
export function bodyCellClassOf<T>(column: DataColumn<T>, ...extra: (string | undefined)[]): string | undefined {
  return cellClassOf(column, PHONE[phonePlaceOf(column)], ...extra);
}
