'use client';

import { useTransition } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { type AbstractIntlMessages, NextIntlClientProvider } from 'next-intl';
import type { Locale } from '@/lib/contract/constants';
import { listHref } from '@/components/ui/list/list-query';
import { TablePagination } from '@/components/ui/list/table-pagination';

export interface GoodsPagerIslandProps {
  page: number;
  pageSize: number;
  total: number;
  locale: Locale;
  /** `list` (the pager's words). */
  messages: AbstractIntlMessages;
}

/** The kit's pager (plain links; the URL holds page and size) with its own messages: see ./goods-islands.tsx. */
export default function GoodsPagerIsland({ page, pageSize, total, locale, messages }: GoodsPagerIslandProps) {
  const router = useRouter();
  const pathname = usePathname();
  const query = useSearchParams()?.toString() ?? '';
  const [, startTransition] = useTransition();
  const go = (href: string) => startTransition(() => router.push(href));
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      <TablePagination
        page={page}
        pageSize={pageSize}
        total={total}
        hrefOf={(target) => listHref(pathname, query, { page: target })}
        onPage={go}
        onPageSize={(size) => go(listHref(pathname, query, { pageSize: size }))}
      />
    </NextIntlClientProvider>
  );
}
