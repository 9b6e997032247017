export declare const root: string;
export declare function sourceHash(): string;
export declare function buildIfNeeded(options?: { env?: NodeJS.ProcessEnv; log?: (line: string) => void }): boolean;
