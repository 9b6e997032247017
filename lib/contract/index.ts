export * from './enums.ts';
export * from './constants.ts';
export type * from './wire.ts';
