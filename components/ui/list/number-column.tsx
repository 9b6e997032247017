import type { ComponentProps, ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import type { DataColumn } from './table-types';

interface NumberColumnOptions<T> {
  title: ReactNode;
  /** The record's own page. */
  hrefOf: (record: T) => ComponentProps<typeof Link>['href'];
  /** The link's class (the area's number style). */
  className: string;
  /** Lines under the number (say, where and when the record was made). */
  below?: (record: T) => ReactNode;
}

/** A list's number column: the record's id as a link to its page, heading the card on a phone (key `id`). */
export function numberColumn<T extends { id: string }>({ title, hrefOf, className, below }: NumberColumnOptions<T>): DataColumn<T> {
  return {
    key: 'id',
    title,
    phone: 'title',
    render: (_, record) => (
      <>
        <Link href={hrefOf(record)} className={className}>
          {record.id}
        </Link>
        {below?.(record)}
      </>
    ),
  };
}
