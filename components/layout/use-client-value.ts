'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * A value only the browser knows (location, a readable cookie): `serverValue` during the server render
 * and hydration, the browser's value right after, without a setState-in-effect cascade. It is read
 * again on every render of the calling component.
 */
export function useClientValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noSubscription, read, () => serverValue);
}
