// The types of ./server.mjs that the TypeScript benches use.
export const root: string;
export function stopAll(): Promise<unknown[]>;
export function resolveDemoHosts(): void;
export function startSite(port: number, options?: { dataDir?: string; env?: Record<string, string> }): Promise<string>;
export function signIn(base: string): Promise<string>;
