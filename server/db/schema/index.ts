// One schema for PGlite and PostgreSQL. Each domain keeps its tables in its own file; add a line here.
export * from './core.ts';
export * from './content.ts';
export * from './shipping.ts';
export * from './accounts.ts';
export * from './reference.ts';
export * from './orders.ts';
export * from './parcels.ts';
export * from './wallet.ts';
export * from './money.ts';
export * from './limits.ts';
export * from './ship-for-me.ts';
export * from './files.ts';
