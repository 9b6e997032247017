// One schema for PGlite and PostgreSQL. Each domain keeps its tables in its own file; add a line here.
export * from './core';
