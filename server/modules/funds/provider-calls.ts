// Every call to a payment provider that a customer sets off (creating a top-up, paying again, "I have
// paid", reading an unpaid one, cancelling it, closing it when its time is up) is counted against the
// top-up and against the customer, in the database (server/kernel/rate-limit.ts), so the limits hold
// across processes: one customer cannot use up the merchant's rate limit at a provider for every tenant.
// Over a limit, a read answers what is stored (the provider's notices keep it current) and a new payment
// answers 429.
import type { Db } from '../../db/client.ts';
import { consume, type RateLimit, tryConsume } from '../../kernel/rate-limit.ts';

/** A poll every 2 s gets a provider query about every 10 s; notices, not queries, are the main path. */
export const PROVIDER_CALLS_PER_TOPUP = { limit: 6, windowMs: 60_000 };
export const PROVIDER_CALLS_PER_CUSTOMER = { limit: 20, windowMs: 60_000 };

interface TopupOwner {
  id: string;
  tenantId: string;
  userId: string;
}

function limitsOf(topup: TopupOwner): RateLimit[] {
  return [
    { scope: 'provider:topup', key: topup.id, ...PROVIDER_CALLS_PER_TOPUP },
    { scope: 'provider:customer', key: `${topup.tenantId}:${topup.userId}`, ...PROVIDER_CALLS_PER_CUSTOMER },
  ];
}

/** Counts one provider call of the top-up; false (nothing counted) when the top-up or its customer is at a limit. */
export function mayCallProvider(db: Db, topup: TopupOwner): Promise<boolean> {
  return tryConsume(db, limitsOf(topup));
}

/** As mayCallProvider, but over a limit the request is refused: 429 TooManyRequests, in the customer's language. */
export function callProviderOrRefuse(db: Db, topup: TopupOwner): Promise<void> {
  return consume(db, limitsOf(topup), { message: 'providerBusy' });
}
