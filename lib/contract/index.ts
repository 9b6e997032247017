export * from './enums';
export * from './constants';
export type * from './wire';
