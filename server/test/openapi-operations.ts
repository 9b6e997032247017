// The operations of the OpenAPI document the app serves (GET /api/openapi.json), for the checks that walk
// every route (the privacy sweep, the fuzz test): who may call each one, its parameters and request body
// with every $ref resolved and allOf merged, the leaf fields of a body and a valid sample value of a schema
// (./openapi-requests.ts sends them). Routes added later are covered without editing the checks;
// `undocumentedRoutes` names routes of the app's route tree the document does not describe.
import type { TestContext } from './harness.ts';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

/** public: no session; optional: a session if one is sent; customer: a member's session; admin: staff's. */
export type Access = 'public' | 'optional' | 'customer' | 'admin';
export type Location = 'path' | 'query' | 'header' | 'body';

export interface Parameter {
  in: Exclude<Location, 'body'>;
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  path: string;
  operationId: string;
  access: Access;
  parameters: Parameter[];
  body: { required: boolean; contentType: string; contentTypes: string[]; schema: JsonSchema } | null;
}

/** A value the request carries: a parameter, or a leaf of the body at `keys` ('[]' = every item of an array). */
export interface Field {
  in: Location;
  keys: string[];
  /** The last key that is not '[]': `parcelIds`, `id` of `items[].id`. */
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export type Doc = { paths: Record<string, Record<string, RawOperation>>; components?: { schemas?: Record<string, JsonSchema> } };
type RawOperation = {
  operationId?: string;
  security?: Record<string, unknown>[];
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
};

const HTTP_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** The schema with every $ref replaced by its component and every allOf merged into one object. */
export function resolveSchema(doc: Doc, schema: JsonSchema, depth = 0): JsonSchema {
  if (depth > 32) throw new Error('Schema nesting deeper than 32: a recursive $ref?');
  if (schema.$ref) {
    const target = doc.components?.schemas?.[schema.$ref.split('/').pop() ?? ''];
    if (!target) throw new Error(`Unresolved ${schema.$ref}`);
    return resolveSchema(doc, target, depth + 1);
  }
  const out: JsonSchema = { ...schema };
  if (schema.allOf) {
    delete out.allOf;
    const parts = schema.allOf.map((part) => resolveSchema(doc, part, depth + 1));
    out.type = 'object';
    out.properties = Object.assign({}, ...parts.map((part) => part.properties ?? {}));
    out.required = parts.flatMap((part) => part.required ?? []);
  }
  if (out.properties) out.properties = Object.fromEntries(Object.entries(out.properties).map(([k, v]) => [k, resolveSchema(doc, v, depth + 1)]));
  if (out.items) out.items = resolveSchema(doc, out.items, depth + 1);
  if (out.anyOf) out.anyOf = out.anyOf.map((s) => resolveSchema(doc, s, depth + 1));
  if (out.oneOf) out.oneOf = out.oneOf.map((s) => resolveSchema(doc, s, depth + 1));
  return out;
}

function accessOf(path: string, security: Record<string, unknown>[] | undefined): Access {
  if (!security || security.length === 0) return 'public';
  if (security.some((s) => Object.keys(s).length === 0)) return 'optional';
  return path.startsWith('/api/admin/') ? 'admin' : 'customer';
}

/** The document's operations (as the app serves it to anyone). */
export async function readOperations(app: TestContext['app']): Promise<Operation[]> {
  const res = await app.request('http://localhost/api/openapi.json', { headers: { host: 'localhost' } });
  if (res.status !== 200) throw new Error(`GET /api/openapi.json answered ${res.status}`);
  return operationsOf((await res.json()) as Doc);
}

/** The operations of an OpenAPI 3.1 document. */
export function operationsOf(doc: Doc): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.has(method))
      .map(([method, raw]) => {
        const content = Object.entries(raw.requestBody?.content ?? {});
        return {
          method: method.toUpperCase(),
          path,
          operationId: raw.operationId ?? `${method} ${path}`,
          access: accessOf(path, raw.security),
          parameters: (raw.parameters ?? []).map((p) => ({
            in: p.in as Parameter['in'],
            name: p.name,
            required: p.required ?? p.in === 'path',
            schema: resolveSchema(doc, p.schema),
          })),
          body: content.length
            ? {
                required: raw.requestBody?.required ?? false,
                contentType: content[0][0],
                contentTypes: content.map(([type]) => type),
                schema: resolveSchema(doc, content[0][1].schema),
              }
            : null,
        };
      }),
  );
}

/**
 * Routes the app answers (its route tree) that the document does not describe; the document itself and the
 * sandbox payment providers (PAYMENT_MODE=sandbox: stand-ins for the providers' own sites) aside.
 */
export function undocumentedRoutes(app: TestContext['app'], operations: Operation[]): string[] {
  const documented = new Set(operations.map((op) => `${op.method} ${op.path.replace(/\{(\w+)\}/g, ':$1')}`));
  // The contract is /api (the sandbox providers aside); /healthz, /readyz and /metrics are the operators', outside it.
  const routes = new Set(
    app.routes.filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/') && !r.path.startsWith('/api/sandbox/')).map((r) => `${r.method} ${r.path}`),
  );
  return [...routes].filter((route) => !documented.has(route) && route !== 'GET /api/openapi.json').sort();
}

const isObject = (s: JsonSchema) => !!s.properties;
const isArrayOfObjects = (s: JsonSchema) => typedAs(s) === 'array' && !!s.items && isObject(s.items);

/** The schema's own type, leaving out 'null' ('string' of ['string', 'null']). */
export function typedAs(schema: JsonSchema): string | undefined {
  if (schema.enum) return 'enum';
  if (schema.anyOf || schema.oneOf) return 'union';
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return types.find((t) => t !== 'null') ?? (schema.properties ? 'object' : undefined);
}

/** Every parameter and every leaf of the body (an object's properties, an array of objects' item fields). */
export function fieldsOf(op: Operation): Field[] {
  const fields: Field[] = op.parameters.map((p) => ({ in: p.in, keys: [p.name], name: p.name, required: p.required, schema: p.schema }));
  const walk = (schema: JsonSchema, keys: string[], required: boolean) => {
    if (isObject(schema)) {
      for (const [key, child] of Object.entries(schema.properties ?? {})) walk(child, [...keys, key], required && (schema.required ?? []).includes(key));
    } else if (isArrayOfObjects(schema)) {
      walk(schema.items!, [...keys, '[]'], required);
    } else if (keys.length) {
      fields.push({ in: 'body', keys, name: keys.filter((k) => k !== '[]').at(-1) ?? '', required, schema });
    }
  };
  if (op.body && !op.body.contentType.startsWith('multipart/')) walk(op.body.schema, [], true);
  if (op.body?.contentType.startsWith('multipart/')) {
    for (const [key, child] of Object.entries(op.body.schema.properties ?? {}))
      fields.push({ in: 'body', keys: [key], name: key, required: (op.body.schema.required ?? []).includes(key), schema: child });
  }
  return fields;
}

export const fieldLabel = (field: Field) => `${field.in}:${field.keys.join('.')}`;

/** The value to use for a field of this name and schema, or undefined for the schema's own sample. */
export type Chooser = (name: string, schema: JsonSchema) => unknown;

/** A valid value of the schema: enum's first, a number in range, the shortest string allowed, required keys (and those `choose` fills). */
export function sampleOf(schema: JsonSchema, choose: Chooser = () => undefined, name = ''): unknown {
  const chosen = choose(name, schema);
  if (chosen !== undefined) return chosen;
  const type = typedAs(schema);
  if (type === 'enum') return schema.enum!.find((v) => v !== null);
  if (type === 'union') {
    const first = (schema.anyOf ?? schema.oneOf ?? []).find((s) => typedAs(s) !== undefined);
    return first ? sampleOf(first, choose, name) : null;
  }
  if (type === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(schema.properties ?? {})) {
      if (!(schema.required ?? []).includes(key) && choose(key, child) === undefined) continue;
      out[key] = sampleOf(child, choose, key);
    }
    return out;
  }
  if (type === 'array') return Array.from({ length: Math.max(schema.minItems ?? 0, 1) }, () => sampleOf(schema.items ?? {}, choose, name));
  if (type === 'boolean') return false;
  if (type === 'integer' || type === 'number') {
    const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    return Math.min(Math.max(1, low), schema.maximum ?? Number.MAX_SAFE_INTEGER);
  }
  if (type === 'string') {
    if (schema.format === 'date-time') return new Date().toISOString();
    if (schema.pattern === '^\\d{4}-\\d{2}-\\d{2}$') return '2024-01-31';
    const length = Math.min(Math.max(schema.minLength ?? 1, 1), schema.maxLength ?? 64);
    return 'x'.repeat(length);
  }
  return null;
}
