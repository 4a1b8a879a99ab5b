import fc from 'fast-check';

/**
 * fast-check generators of hostile input from the contract's JSON Schemas (OpenAPI 3.1):
 * values that mostly fit the schema, mixed with the ones that broke the server before —
 * NUL characters in strings, ids past the int32 and int64 ranges, year-0 dates, huge and
 * fractional numbers, values of the wrong type, missing and unknown keys.
 */

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  example?: unknown;
  default?: unknown;
};

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface Operation {
  parameters?: { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, unknown>;
}

/** Numbers that sit on or past the edges of PostgreSQL's integer types and of JSON. */
export const EDGE_NUMBERS = [
  0,
  -1,
  1.5,
  -0.000001,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER,
  2 ** 53 + 2,
  2 ** 63,
  2 ** 64,
  1e20,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

/** Strings that are awkward for a database, a date parser or a LIKE pattern. */
export const EDGE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '0000-01-01',
  '9999-12-31',
  '10000-01-01',
  '2026-02-30',
  '-1',
  '1e400',
  '99999999999999999999',
  '%_\\',
  "'; select 1; --",
  '𝕏😀',
  'ą'.repeat(300),
];

/** Path-parameter texts: numbers past every integer range, and things that are no number. */
export const EDGE_PATH_VALUES = [
  '1',
  '2',
  '3',
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  'NaN',
  'Infinity',
  '2147483647',
  '2147483648',
  '9223372036854775807',
  '9223372036854775808',
  '99999999999999999999999999',
  'abc',
  '%00',
  '1%00',
  '%20',
  '3f1c2a8e-5b7d-4e0f-9a61-2c4b8d7e9f10',
];

/** Inserts a NUL character somewhere in each generated string. */
const withNul = (strings: fc.Arbitrary<string>) =>
  fc.tuple(strings, fc.nat()).map(([s, i]) => {
    const at = s.length ? i % (s.length + 1) : 0;
    return `${s.slice(0, at)}\u0000${s.slice(at)}`;
  });

const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.constantFrom(...EDGE_NUMBERS),
  fc.constantFrom(...EDGE_STRINGS),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.constantFrom(...EDGE_NUMBERS), { maxLength: 3 }),
);

export function resolve(doc: OpenApiDocument, schema: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  const target = doc.components?.schemas?.[name];
  if (!target) throw new Error(`unresolved ${schema.$ref}`);
  return resolve(doc, target);
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Mostly ordinary numbers in [min, max], often one of the awkward `edges`. */
const part = (min: number, max: number, edges: number[]) =>
  fc.oneof({ weight: 3, arbitrary: fc.integer({ min, max }) }, { weight: 2, arbitrary: fc.constantFrom(...edges) });

/** RRRR-MM-DD texts: the year 0, the year 10000, month 13, 30 February, and now and then a real day. */
const oddDay = fc.oneof(
  fc.constantFrom('0000-01-01', '0000-12-31', '0001-01-01', '9999-12-31', '10000-01-01', '2026-02-30', '2026-13-01'),
  fc
    .tuple(part(1900, 2100, [0, 1, 9999, 10_000]), part(1, 12, [0, 2, 13]), part(1, 28, [0, 29, 30, 31, 32]))
    .map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`),
);

const typesOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);

const numberRange = (schema: JsonSchema) => {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
  return { min, max: Math.min(schema.maximum ?? min + 1000, min + 1000) };
};

/** Values the schema allows (as far as JSON Schema can say: no password rules, no checksums). */
export function fitting(doc: OpenApiDocument, raw: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(doc, raw);
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants) return fc.oneof(...variants.map((s) => fitting(doc, s, depth)));
  if (schema.enum) {
    // A nullable enum lists null among its values; a caller asking for one type gets only that type.
    const types = typesOf(schema);
    const values = schema.enum.filter((v) => types.length === 0 || types.includes(v === null ? 'null' : typeof v));
    return fc.constantFrom(...(values.length ? values : schema.enum));
  }
  const byType = typesOf(schema).map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'null':
        return fc.constant(null);
      case 'boolean':
        return fc.boolean();
      case 'integer': {
        const { min, max } = numberRange(schema);
        return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
      }
      case 'number':
        return fc.double({ ...numberRange(schema), noNaN: true });
      case 'string': {
        const options: fc.Arbitrary<string>[] = [
          fc.string({ minLength: 1, maxLength: Math.min(schema.maxLength ?? 40, 40) }),
        ];
        if (schema.pattern) options.push(fc.stringMatching(new RegExp(schema.pattern)));
        if (schema.format === 'date') {
          options.push(
            fc
              .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
              .map((d) => d.toISOString().slice(0, 10)),
          );
        }
        if (typeof schema.example === 'string') options.push(fc.constant(schema.example));
        // A pattern, a format or an example says more than any text would.
        const specific = options.slice(1);
        return fc.oneof(...(specific.length ? specific : options));
      }
      case 'array':
        return fc.array(depth > 4 ? fc.constant(null) : fitting(doc, schema.items ?? {}, depth + 1), {
          maxLength: Math.min(schema.maxItems ?? 4, 4),
        });
      case 'object': {
        const props = Object.entries(schema.properties ?? {}).map(([k, s]) => [k, fitting(doc, s, depth + 1)] as const);
        return fc.record(Object.fromEntries(props), {
          requiredKeys: (schema.required ?? []).filter((k) => k in (schema.properties ?? {})),
        });
      }
      default:
        return anyJson;
    }
  });
  return byType.length ? fc.oneof(...byType) : anyJson;
}

/** A value that breaks the schema in one place, the rest of it fitting. */
export function hostile(doc: OpenApiDocument, raw: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(doc, raw);
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants) return fc.oneof(...variants.map((s) => hostile(doc, s, depth)));
  const byType = typesOf(schema).flatMap((type): fc.Arbitrary<unknown>[] => {
    switch (type) {
      case 'string': {
        const base = fitting(doc, { ...schema, type }, depth) as fc.Arbitrary<string>;
        return [
          withNul(base),
          fc.constantFrom(...EDGE_STRINGS),
          ...(schema.format === 'date' ? [oddDay, oddDay] : []),
          ...(schema.maxLength !== undefined ? [fc.constant('x'.repeat(schema.maxLength + 1))] : []),
          fc.string({ unit: 'binary', maxLength: 20 }),
        ];
      }
      case 'integer':
      case 'number':
        return [fc.constantFrom(...EDGE_NUMBERS), fc.double({ noNaN: true, noDefaultInfinity: true })];
      case 'array':
        if (depth > 4) return [];
        return [
          fc
            .tuple(
              fitting(doc, { ...schema, type }, depth) as fc.Arbitrary<unknown[]>,
              hostile(doc, schema.items ?? {}, depth + 1),
              fc.nat(),
            )
            .map(([items, bad, at]) => items.toSpliced(at % (items.length + 1), 0, bad)),
        ];
      case 'object':
        return depth > 4 ? [] : [hostileObject(doc, schema, depth)];
      default:
        return [];
    }
  });
  return fc.oneof(
    { weight: 4, arbitrary: byType.length ? fc.oneof(...byType) : anyJson },
    { weight: 1, arbitrary: anyJson },
  );
}

/** One property hostile (or a required one missing, or an unknown one added), the others fitting. */
function hostileObject(doc: OpenApiDocument, schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const whole = fitting(doc, { ...schema, type: 'object' }, depth) as fc.Arbitrary<Record<string, unknown>>;
  const keys = Object.keys(schema.properties ?? {});
  const options: fc.Arbitrary<Record<string, unknown>>[] = [
    fc.tuple(whole, fc.string({ maxLength: 8 }), anyJson).map(([o, k, v]) => ({ ...o, [k]: v })),
  ];
  if (keys.length) {
    const oneBad = fc
      .constantFrom(...keys)
      .chain((key) =>
        fc.tuple(whole, hostile(doc, schema.properties![key]!, depth + 1)).map(([o, bad]) => ({ ...o, [key]: bad })),
      );
    options.push(oneBad, oneBad, oneBad);
  }
  if (schema.required?.length) {
    options.push(
      fc.tuple(whole, fc.constantFrom(...schema.required)).map(([o, key]) => {
        const { [key]: _dropped, ...rest } = o;
        return rest;
      }),
    );
  }
  return fc.oneof(...options);
}

/** Mostly hostile values, some fitting ones so that the handlers behind validation run too. */
export const valueFor = (doc: OpenApiDocument, schema: JsonSchema): fc.Arbitrary<unknown> =>
  fc.oneof({ weight: 3, arbitrary: hostile(doc, schema) }, { weight: 1, arbitrary: fitting(doc, schema) });

/** How many places a value of `schema` has that can go wrong: its leaves, counted through objects and arrays. */
export function leafCount(doc: OpenApiDocument, raw: JsonSchema, depth = 0): number {
  const schema = resolve(doc, raw);
  if (depth > 4) return 1;
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants) return Math.max(...variants.map((v) => leafCount(doc, v, depth)));
  if (schema.properties) {
    return Object.values(schema.properties).reduce((n, p) => n + leafCount(doc, p, depth + 1), 0) || 1;
  }
  if (schema.items) return leafCount(doc, schema.items, depth + 1);
  return 1;
}

/** A path or query value: texts of the schema's type, the edge values, any text with a NUL. */
export function parameterText(doc: OpenApiDocument, schema: JsonSchema): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: valueFor(doc, schema).map((v) => (typeof v === 'string' ? v : JSON.stringify(v))) },
    { weight: 3, arbitrary: fc.constantFrom(...EDGE_PATH_VALUES).map(decodeURIComponent) },
    { weight: 1, arbitrary: withNul(fc.string({ maxLength: 12 })) },
  );
}

/** Raw bodies that no schema produces: broken JSON, numbers JSON.parse turns into Infinity. */
export const RAW_BODIES = [
  '',
  '{',
  'null',
  '[]',
  '"text"',
  '12',
  '{"page": 1e400, "per": 1e400}',
  '{"awardId": 99999999999999999999999, "quantity": 1}',
  '{"id": -0}',
  '{"__proto__": {"x": 1}}',
  '{"search": "\\u0000"}',
  '\u0000',
];
