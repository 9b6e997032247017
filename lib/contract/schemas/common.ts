// Building blocks of the wire schemas. These zod schemas are the one source of the contract's shapes: the
// server validates and documents with them (OpenAPI), and lib/contract/wire.ts derives the site's types
// from them (type-only imports, so no zod reaches a browser bundle).
import { z } from '@hono/zod-openapi';

export const listOf = <T extends z.ZodType>(item: T) => z.object({ totalCount: z.number().int(), items: z.array(item) });

/** HTML as authored: the site sanitizes on render. */
export const html = (what: string) => z.string().openapi({ description: `${what} (HTML as authored; sanitize on render)` });

/** ISO 8601 date-time text. */
export const isoDateTime = () => z.string().openapi({ description: 'ISO 8601' });
