// Persisted stores are created with `skipHydration` so the first client render matches the server
// render; <ShellRuntime/> calls rehydratePersistedStores() after mount. A store imported later than
// that hydrates as soon as it registers.
type Rehydrate = () => void | Promise<void>;

const rehydrators = new Set<Rehydrate>();
let started = false;

export function registerPersistedStore(rehydrate: Rehydrate): void {
  rehydrators.add(rehydrate);
  if (started && typeof window !== 'undefined') void rehydrate();
}

export async function rehydratePersistedStores(): Promise<void> {
  if (typeof window === 'undefined') return;
  started = true;
  await Promise.all([...rehydrators].map((rehydrate) => rehydrate()));
}
