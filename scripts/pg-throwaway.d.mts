export interface ThrowawayDatabase {
  name: string;
  url: string;
  drop(): void;
}
export function createThrowawayDatabase(prefix: string): ThrowawayDatabase | null;
