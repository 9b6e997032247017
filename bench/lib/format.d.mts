// The types of ./format.mjs that the TypeScript benches use.
export declare const kb: (bytes: number) => string;
export declare function percentile(values: readonly number[], p: number): number;
export declare function heading(text: string): void;
export declare function printTable(columns: { title: string; align?: 'left' | 'right' }[], rows: unknown[][]): void;
