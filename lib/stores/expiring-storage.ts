// localStorage entries that expire: stored as { value, expiresAt }. An expired or unreadable entry
// reads as absent and is removed. Every access is lazy and guarded, so importing is SSR-safe.
import type { PersistStorage, StorageValue } from 'zustand/middleware';

export const HOUR_MS = 60 * 60 * 1000;

interface Envelope<T> {
  value: T;
  /** Epoch ms, or null for no expiry. */
  expiresAt: number | null;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Blocked storage (privacy settings) throws on access.
    return null;
  }
}

function isEnvelope(data: unknown): data is Envelope<unknown> {
  if (typeof data !== 'object' || data === null || !('value' in data) || !('expiresAt' in data)) return false;
  const { expiresAt } = data as { expiresAt: unknown };
  return expiresAt === null || (typeof expiresAt === 'number' && Number.isFinite(expiresAt));
}

export function readExpiring<T>(key: string): T | null {
  const store = storage();
  if (!store) return null;
  const raw = store.getItem(key);
  if (raw === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    data = undefined;
  }
  if (!isEnvelope(data) || (data.expiresAt !== null && Date.now() >= data.expiresAt)) {
    store.removeItem(key);
    return null;
  }
  return data.value as T;
}

/** ttlMs null: kept until removed. Quota errors are swallowed (state simply is not persisted). */
export function writeExpiring<T>(key: string, value: T, ttlMs: number | null): void {
  const store = storage();
  if (!store) return;
  const envelope: Envelope<T> = { value, expiresAt: ttlMs === null ? null : Date.now() + ttlMs };
  try {
    store.setItem(key, JSON.stringify(envelope));
  } catch {
    /* quota exceeded or storage disabled */
  }
}

export function removeExpiring(key: string): void {
  storage()?.removeItem(key);
}

/** A zustand `persist` storage over the expiring entries; each write restarts the clock. */
export function createExpiringStorage<S>(ttlMs: number | null): PersistStorage<S> {
  return {
    getItem: (name) => readExpiring<StorageValue<S>>(name),
    setItem: (name, value) => writeExpiring(name, value, ttlMs),
    removeItem: (name) => removeExpiring(name),
  };
}
