// The types of ./format.mjs that the TypeScript benches use.
export function percentile(values: number[], p: number): number;
export function heading(text: string): void;
export function printTable(columns: { title: string; align?: 'left' | 'right' }[], rows: unknown[][]): void;
