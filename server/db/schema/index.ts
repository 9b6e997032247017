// One schema for PGlite and PostgreSQL. Each domain keeps its tables in its own file; add a line here.
export * from './core';
export * from './content';
export * from './shipping';
export * from './accounts';
export * from './reference';
export * from './orders';
export * from './wallet';
