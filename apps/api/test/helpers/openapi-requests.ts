import fc from 'fast-check';

/** The part of JSON Schema (as @fastify/swagger writes OpenAPI 3.0 from zod) that the generators read. */
export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
}

interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema?: JsonSchema;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** One route of the OpenAPI document, as the fuzzer needs it. */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path, with {name} placeholders. */
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  query: { name: string; schema: JsonSchema }[];
  headers: { name: string; schema: JsonSchema }[];
  jsonBody: JsonSchema | null;
  /** The route takes multipart/form-data (uploads). */
  multipart: boolean;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation of the document. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, byMethod] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(byMethod)) {
      if (!METHODS.has(method)) continue;
      const params = (where: OpenApiParameter['in']) =>
        (op.parameters ?? []).filter((p) => p.in === where).map((p) => ({ name: p.name, schema: p.schema ?? { type: 'string' } }));
      const content = op.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams: params('path'),
        query: params('query'),
        headers: params('header'),
        jsonBody: content['application/json']?.schema ?? null,
        multipart: 'multipart/form-data' in content,
      });
    }
  }
  return operations;
}

/**
 * Values that once reached the database and made it fail, or that a parser chokes on: U+0000
 * (PostgreSQL refuses it), ids past the 32-bit columns, the float limits, empty and overlong text.
 */
const HOSTILE_STRINGS = [
  '\u0000',
  'a\u0000b',
  '%00',
  '',
  ' ',
  'x'.repeat(5_000),
  '2147483648',
  '2147483647',
  '9007199254740992',
  '99999999999999999999',
  '-1',
  '0',
  '1e3',
  '💊',
  '\uD800',
];
const HOSTILE_NUMBERS = [2 ** 31, 2 ** 31 - 1, 2 ** 32, 2 ** 53, -(2 ** 31) - 1, -1, 0, 1.5, 1e21, -0];
const WRONG_TYPES = [null, true, [], {}, '1', 'abc', 1];

const hostileString = (plausible: fc.Arbitrary<string>) =>
  fc.oneof(
    fc.constantFrom(...HOSTILE_STRINGS),
    plausible.map((s) => `${s}\u0000`),
    plausible.map((s) => `\u0000${s}`),
  );

function plausibleString(schema: JsonSchema): fc.Arbitrary<string> {
  const maxLength = schema.maxLength ?? 40;
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  if (schema.format === 'email') return fc.emailAddress().filter((s) => s.length <= maxLength);
  if (schema.pattern) {
    try {
      // Only the schema's own bounds filter: the default cap of 40 would reject every value of a longer
      // fixed-length pattern (a 64-digit signature) and fast-check's filter would then never return.
      const lowest = schema.minLength ?? 0;
      const highest = schema.maxLength ?? Number.POSITIVE_INFINITY;
      return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= lowest && s.length <= highest);
    } catch {
      // A pattern fast-check cannot generate from: plain text (most of it is refused, which is fine).
    }
  }
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(maxLength, 40)) });
}

function plausibleNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = schema.exclusiveMinimum === true ? 1 : 0;
  const low = Math.max((schema.minimum ?? 0) + exclusiveMin, -1e6);
  // Small values: ids of seeded rows, quantities, ratings. The hostile branch brings the big ones.
  const high = Math.max(low, Math.min(schema.maximum ?? low + 60, low + 60));
  return integer ? fc.integer({ min: Math.ceil(low), max: Math.floor(high) }) : fc.double({ min: low, max: high, noNaN: true });
}

/** Values of a schema's type and shape (mostly valid), without hostile leaves. */
function shaped(schema: JsonSchema, hostility: number): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) return fc.oneof(...alternatives.map((s) => valueFor(s, hostility)));
  if (schema.allOf?.[0]) return valueFor(schema.allOf[0], hostility);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  switch (schema.type) {
    case 'string':
      return plausibleString(schema);
    case 'integer':
      return plausibleNumber(schema, true);
    case 'number':
      return plausibleNumber(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valueFor(schema.items ?? {}, hostility), {
        minLength: Math.min(schema.minItems ?? 0, 3),
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      return fc.record(Object.fromEntries(Object.entries(properties).map(([key, s]) => [key, valueFor(s, hostility)])), {
        requiredKeys: (schema.required ?? []).filter((key) => key in properties),
      });
    }
    default:
      return fc.constantFrom(...WRONG_TYPES, ...HOSTILE_STRINGS);
  }
}

/** Hostile values for a place that expects `schema`. */
function hostileFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const type = schema.type ?? (schema.anyOf ?? schema.oneOf)?.[0]?.type;
  const wrong = fc.constantFrom(...WRONG_TYPES);
  if (type === 'string') return fc.oneof({ weight: 4, arbitrary: hostileString(plausibleString(schema)) }, { weight: 1, arbitrary: wrong });
  if (type === 'integer' || type === 'number')
    return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) }, { weight: 1, arbitrary: wrong });
  return fc.oneof(wrong, fc.constantFrom(...HOSTILE_STRINGS));
}

/**
 * A value for `schema`: usually well-formed, so that requests get past validation and reach the
 * database, with about one place in `hostility` holding a hostile value.
 */
export function valueFor(schema: JsonSchema, hostility = 5): fc.Arbitrary<unknown> {
  const base = schema.nullable
    ? fc.oneof({ weight: 5, arbitrary: shaped(schema, hostility) }, { weight: 1, arbitrary: fc.constant(null) })
    : shaped(schema, hostility);
  return fc.oneof({ weight: hostility - 1, arbitrary: base }, { weight: 1, arbitrary: hostileFor(schema) });
}

/** A query, path or header value as text. */
export function asParam(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  return JSON.stringify(value) ?? '';
}

/** One parameter alone with a hostile value (others left out, so nothing else gets it refused first). */
export function oneHostileParam(names: string[]): fc.Arbitrary<Record<string, string>> {
  return fc.constantFrom(...names).chain((name) => hostileString(fc.string({ maxLength: 20 })).map((value) => ({ [name]: value })));
}

/** Path parameter values: the schema's own, small ids of seeded rows, ids of rows the caller owns, and hostile ones. */
export function pathValueFor(schema: JsonSchema, ownIds: string[] = []): fc.Arbitrary<string> {
  return fc.oneof(
    valueFor(schema, 3).map(asParam),
    fc.constantFrom('1', '2', '3', '10', ...ownIds),
    fc.constantFrom(...HOSTILE_STRINGS.filter((s) => s !== '')),
  );
}

export interface MultipartRequest {
  contentType: string;
  payload: Buffer;
}

const part = (boundary: string, name: string, value: string, file?: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? `; filename="${file}"\r\nContent-Type: image/jpeg` : ''}\r\n\r\n${value}\r\n`;

/**
 * Broken and hostile multipart bodies: no boundary, no closing delimiter, cut inside a header or a
 * file, too many parts, the wrong boundary, and well-formed forms whose fields carry hostile values.
 * `fields` are the form's field names (those of the JSON body and the upload fields of the API).
 */
export function multipartFor(jsonBody: JsonSchema | null, fields: string[]): fc.Arbitrary<MultipartRequest> {
  const boundary = '----dawaFuzzBoundary';
  const withBoundary = `multipart/form-data; boundary=${boundary}`;
  const name = fc.constantFrom(...fields, 'x');
  const fieldValue = fc.oneof(
    jsonBody ? valueFor(jsonBody).map((v) => JSON.stringify(v) ?? '') : fc.string(),
    fc.constantFrom(...HOSTILE_STRINGS),
  );
  const bytes = fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a).toString('latin1'));
  const form = (body: string, contentType = withBoundary): MultipartRequest => ({ contentType, payload: Buffer.from(body, 'latin1') });
  return fc.oneof(
    fc.tuple(name, fieldValue).map(([n, v]) => form(`${part(boundary, n, v)}--${boundary}--\r\n`, 'multipart/form-data')),
    fc.tuple(name, fieldValue).map(([n, v]) => form(`${part(boundary, n, v)}--${boundary}--\r\n`, 'multipart/form-data; boundary=')),
    fc.tuple(name, fieldValue).map(([n, v]) => form(part(boundary, n, v))),
    fc
      .tuple(name, bytes)
      .map(([n, b]) =>
        form(`--${boundary}\r\nContent-Disposition: form-data; name="${n}"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n${b}`),
      ),
    name.map((n) => form(`--${boundary}\r\nContent-Disposition: form-da${n}`)),
    fc.tuple(name, fieldValue).map(([n, v]) => form(`${part('other', n, v)}--other--\r\n`)),
    fc.tuple(name, fieldValue).map(([n, v]) => form(`${part(boundary, n, v).repeat(60)}--${boundary}--\r\n`)),
    fc
      .tuple(name, fieldValue, bytes)
      .map(([n, v, b]) => form(`${part(boundary, n, v)}${part(boundary, n, b, 'a.jpg')}--${boundary}--\r\n`)),
    fc.tuple(name, bytes).map(([n, b]) => form(`${part(boundary, n, b, 'a.jpg')}--${boundary}--\r\n`)),
    bytes.map((b) => form(`--${boundary}\r\nnot a header\r\n\r\n${b}\r\n--${boundary}--\r\n`)),
    bytes.map((b) => form(b)),
  );
}
