// Storage days and fees (docs/decisions.md "Parcels": Storage), and a parcel's volumetric weight.
// Pure functions over a parcel row and its tenant's policy, plus the one query that loads the policy.
import { eq } from 'drizzle-orm';
import type { ParcelStorage } from '../../../lib/contract/wire.ts';
import type { Db } from '../../db/client.ts';
import { storagePolicies } from '../../db/schema/index.ts';
import { toDecimal } from '../../kernel/localized.ts';

export type StoragePolicy = typeof storagePolicies.$inferSelect;

const DAY_MS = 86_400_000;
/** The warehouse's divisor for a parcel's volumetric weight (a shipping method applies its own when quoting). */
export const VOLUMETRIC_DIVISOR = 6000;

export async function loadStoragePolicy(db: Db, tenantId: string): Promise<StoragePolicy | null> {
  const [row] = await db.select().from(storagePolicies).where(eq(storagePolicies.tenantId, tenantId)).limit(1);
  return row ?? null;
}

interface StorageClock {
  inboundAt: Date | null;
  storageStoppedAt: Date | null;
}

/**
 * Whole days from inbound to now (or to when the clock stopped); the free days, then a fee per day.
 * Null before the parcel is inbound, or when the tenant has no policy.
 */
export function storageOf(parcel: StorageClock, policy: StoragePolicy | null, now: Date = new Date()): ParcelStorage | null {
  if (!parcel.inboundAt || !policy) return null;
  const end = parcel.storageStoppedAt ?? now;
  const used = Math.max(0, Math.floor((end.getTime() - parcel.inboundAt.getTime()) / DAY_MS));
  const daysLeft = Math.max(0, policy.freeDays - used);
  const overdueDays = Math.max(0, used - policy.freeDays);
  const stopped = parcel.storageStoppedAt !== null;
  return {
    freeDays: policy.freeDays,
    daysLeft,
    overdueDays,
    feePerDay: toDecimal(policy.feePerDay),
    fee: toDecimal(overdueDays * policy.feePerDay),
    warning: !stopped && daysLeft <= policy.warningDays,
    stopped,
  };
}

/** L × W × H / 6000 in kg, rounded up to 2 decimals; null until all three sides are measured. */
export function volumetricWeight(lengthCm: number | null, widthCm: number | null, heightCm: number | null): number | null {
  if (lengthCm === null || widthCm === null || heightCm === null) return null;
  // cm³ / 6000 kg = cm³ / 60 hundredths of a kg: integers until the last step.
  return Math.ceil((lengthCm * widthCm * heightCm) / (VOLUMETRIC_DIVISOR / 100)) / 100;
}
