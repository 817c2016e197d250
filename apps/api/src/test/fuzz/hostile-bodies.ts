/**
 * Hostile request bodies for the OpenAPI-driven fuzz test, from a fixed seed so a failure replays exactly.
 * Bodies are JSON text, not values: `1e309`, lone surrogates and thousands of nesting levels are things a
 * client can send but `JSON.stringify` cannot write.
 */

/** A JSON schema as @fastify/swagger writes it, reduced to what the generator reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** mulberry32: small, fast and good enough to pick cases; the same seed gives the same bodies. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** JSON text put into a body as it is (numbers JSON.stringify would rewrite, hand-made nesting). */
class Raw {
  constructor(readonly text: string) {}
}

const nested = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

/** Values that replace one field at a time: wrong types, edge numbers, awkward strings and shapes. */
export const HOSTILE_VALUES: readonly unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  new Raw('1e309'),
  new Raw('-1e309'),
  new Raw('9007199254740993'),
  new Raw('-99999999999999999999999'),
  2_147_483_648,
  'NaN',
  'Infinity',
  '-Infinity',
  '12abc',
  '',
  ' ',
  '\u0000',
  '\ud800',
  'a\udfffb',
  '\u202eevil.exe\u202c',
  'zero\u200bwidth\ufeff',
  '💍'.repeat(50),
  'x'.repeat(200_000),
  "1' OR '1'='1",
  '<script>alert(1)</script>',
  '2026-02-30',
  '9999-12-31T25:61:00Z',
  '../../etc/passwd',
  [],
  [1, 'two', null],
  {},
  { __proto__: { admin: true } },
  new Raw('{"constructor":{"prototype":{"admin":true}}}'),
  new Raw(nested(31)),
  new Raw(nested(40)),
];

/** Whole bodies that are hostile in themselves, whatever the route expects. */
const WHOLE_BODIES: readonly string[] = [
  'null',
  '[]',
  '[{}]',
  '"a string"',
  '1e309',
  'true',
  '{}',
  nested(5000),
  `[${'['.repeat(4000)}${']'.repeat(4000)}]`,
  '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}',
  `{"a":"${'x'.repeat(300 * 1024)}"}`,
  '{"a":"\\ud800\\udc00\\ud800"}',
  '{"a":1,"a":"duplicate"}',
  '{"unterminated":',
];

function typeOf(schema: JsonSchema): string | undefined {
  if (schema.const !== undefined) return 'const';
  if (schema.enum) return 'enum';
  const type = Array.isArray(schema.type) ? schema.type.find((candidate) => candidate !== 'null') : schema.type;
  return type ?? (schema.properties ? 'object' : undefined);
}

/** A plausible value for `schema`: the base the mutations start from, so they reach deeper checks. */
export function plausibleValue(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  const alternative = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (alternative && !schema.type) return plausibleValue(alternative, depth + 1);
  switch (typeOf(schema)) {
    case 'const':
      return schema.const;
    case 'enum':
      return schema.enum?.[0];
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, plausibleValue(value, depth + 1)]));
    case 'array':
      return [plausibleValue(schema.items, depth + 1)];
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'email') return 'fuzz@aurelia.test';
      if (schema.format === 'date') return '2026-01-01';
      if (schema.format === 'date-time') return '2026-01-01T00:00:00.000Z';
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      return 'fuzz';
    default:
      return null;
  }
}

/** JSON text of `value`, with Raw parts written as they are. */
export function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, part: unknown) => {
    if (part instanceof Raw) {
      raws.push(part.text);
      return `\u0001raw${raws.length - 1}\u0001`;
    }
    // `{ __proto__: … }` literals set the prototype; write the key as a client would.
    if (part && typeof part === 'object' && !Array.isArray(part) && Object.getPrototypeOf(part) !== Object.prototype && Object.getPrototypeOf(part) !== null) {
      return { ...part, ['__proto__']: { ...Object.getPrototypeOf(part) } };
    }
    return part;
  });
  return text.replace(/"\\u0001raw(\d+)\\u0001"/g, (_match, index: string) => raws[Number(index)] ?? 'null');
}

/**
 * At least `count` hostile bodies for a route with body schema `schema` (or none): the whole-body cases,
 * then the plausible body with one or more fields swapped for hostile values, each field seeing every
 * kind of value across the set, then unexpected extra fields.
 */
export function hostileBodies(schema: JsonSchema | undefined, random: () => number, count = 30): string[] {
  const bodies = [...WHOLE_BODIES];
  const base = plausibleValue(schema);
  const fields = base && typeof base === 'object' && !Array.isArray(base) ? Object.keys(base) : [];
  // Each field sees a few kinds of wrong value; the fixed seed rotates which across routes.
  const mutations = Math.max(count - bodies.length, fields.length * 3);
  let round = 0;
  while (round < mutations) {
    const pick = () => HOSTILE_VALUES[Math.floor(random() * HOSTILE_VALUES.length)];
    if (fields.length === 0) {
      bodies.push(toJsonText({ [`field${round}`]: pick() }));
    } else {
      const mutated: Record<string, unknown> = { ...(base as Record<string, unknown>) };
      const field = fields[round % fields.length] ?? 'field';
      mutated[field] = HOSTILE_VALUES[(round + Math.floor(round / fields.length)) % HOSTILE_VALUES.length];
      if (random() < 0.3) mutated[fields[Math.floor(random() * fields.length)] ?? 'field'] = pick();
      if (random() < 0.2) mutated['unexpected'] = pick();
      bodies.push(toJsonText(mutated));
    }
    round++;
  }
  bodies.push(toJsonText(base));
  return bodies;
}

/** Path parameter values: plausible ones first, then hostile ones (URL-encoded where a client would). */
export const HOSTILE_PATH_VALUES: readonly string[] = [
  '-1',
  '0',
  '1.5',
  '1e309',
  'NaN',
  '99999999999999999999999',
  '2147483648',
  '%00',
  '%ED%A0%80',
  '%E2%80%AE',
  encodeURIComponent("1' OR '1'='1"),
  encodeURIComponent('../../etc/passwd'),
  'x'.repeat(190),
  '__proto__',
];
