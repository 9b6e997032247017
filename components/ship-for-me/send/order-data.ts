'use client';

import { useEffect, useState } from 'react';
import { listAddresses, type Address } from '@/lib/api/address';
import { statusOf } from '@/lib/api/client';
import { getEnquiry, listGoods, listMyWarehouseAddresses, type WarehouseAddress } from '@/lib/api/ship-for-me';
import { listLogisticsCompanies } from '@/lib/api/shipping';
import { GoodStatus, CART_MAX } from '@/lib/contract/ship-for-me-rules';
import type { Enquiry, Good } from '@/lib/contract/wire';

/** What the step reads before it can show the form. */
export interface OrderData {
  /** The goods to send, in the order they were chosen. */
  goods: Good[];
  /** Chosen ids no longer in the cart (ordered or removed meanwhile). */
  missing: string[];
  enquiry: Enquiry | null;
  warehouses: WarehouseAddress[];
  addresses: Address[];
  carriers: { code: string; name: string }[];
}

export type OrderLoad = { kind: 'loading' } | { kind: 'failed' } | { kind: 'notFound' } | { kind: 'ready'; data: OrderData };

/** The address book is small: one page holds it (default first). */
const ADDRESS_PAGE = { maxResultCount: 100, skipCount: 0 };

async function goodsOf(goodsIds: readonly string[], enquiryId: string | null): Promise<Pick<OrderData, 'goods' | 'missing' | 'enquiry'>> {
  if (enquiryId) {
    const enquiry = await getEnquiry(enquiryId);
    return { goods: enquiry.goods, missing: [], enquiry };
  }
  const cart = await listGoods({ status: GoodStatus.InCart, maxResultCount: CART_MAX, skipCount: 0 });
  const byId = new Map((cart.items ?? []).map((good) => [good.id, good]));
  const wanted = [...new Set(goodsIds)];
  return {
    goods: wanted.map((id) => byId.get(id)).filter((good): good is Good => Boolean(good)),
    missing: wanted.filter((id) => !byId.has(id)),
    enquiry: null,
  };
}

/**
 * Reads the chosen cart goods (or the enquiry with its goods), the member's warehouses, address book and
 * the couriers a package may name; `reload()` after a failure. An enquiry that is not the member's: notFound.
 */
export function useOrderData(goodsIds: readonly string[], enquiryId: string | null): { load: OrderLoad; reload(): void } {
  const key = `${goodsIds.join(',')}|${enquiryId ?? ''}`;
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ for: string; load: OrderLoad }>({ for: '', load: { kind: 'loading' } });

  useEffect(() => {
    let alive = true;
    const [ids, enquiry] = key.split('|');
    Promise.all([
      goodsOf(ids ? ids.split(',') : [], enquiry || null),
      listMyWarehouseAddresses(),
      listAddresses(ADDRESS_PAGE),
      listLogisticsCompanies('inbound'),
    ]).then(
      ([goods, warehouses, addresses, carriers]) => {
        if (!alive) return;
        const data: OrderData = {
          ...goods,
          warehouses: warehouses.items ?? [],
          addresses: addresses.items ?? [],
          carriers: carriers.map(({ code, name }) => ({ code, name })),
        };
        setAnswer({ for: `${key}#${attempt}`, load: { kind: 'ready', data } });
      },
      (error: unknown) => {
        if (!alive) return;
        setAnswer({ for: `${key}#${attempt}`, load: { kind: statusOf(error) === 404 && enquiry ? 'notFound' : 'failed' } });
      },
    );
    return () => {
      alive = false;
    };
  }, [key, attempt]);

  const current = answer.for === `${key}#${attempt}`;
  return { load: current ? answer.load : { kind: 'loading' }, reload: () => setAttempt((n) => n + 1) };
}
