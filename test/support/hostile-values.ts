import fc from 'fast-check';

/**
 * What an attacker or a broken client sends. The fixed ones are faults seen in the wild (and in
 * issue reports); the generated ones come from fast-check with a fixed seed, so every run sends
 * the same requests and a failure can be replayed.
 */
const FIXED_BODY_VALUES: unknown[] = [
  null,
  '',
  'a\u0000b',
  'x\ud800y',
  '\u202Eevil\u202C',
  '\u200B\u200B',
  '9007199254740993',
  9007199254740992, // 2^53, past the safe integers (2^53 + 1 has no number of its own: the string above is it)
  2147483648,
  -1,
  1e308,
  1.5,
  true,
  '2020W01',
  ['x', null],
  { nested: { deeper: [1, '2'] } },
  'x'.repeat(5000),
  "' OR 1=1 --",
];

/** Keys that name an object's machinery: a parser or a mapper that trusts them crashes or is led astray. */
export const PROTOTYPE_KEYS = ['constructor', '__proto__', 'prototype', 'toString', 'hasOwnProperty'];

/**
 * Each key as a field's value, at the top of it and deeper (JSON.parse makes `__proto__` an own
 * key, as a JSON body parser does; an object literal would set the prototype instead).
 */
const PROTOTYPE_VALUES: unknown[] = PROTOTYPE_KEYS.flatMap((key) => [
  JSON.parse(`{"${key}":1}`),
  JSON.parse(`{"a":[{"b":{"${key}":{"c":"1"}}}]}`),
]);

/** Query and path values are text: the same faults, as they arrive in a URL (encoded by the caller). */
const FIXED_TEXT_VALUES: string[] = [
  '',
  '\u0000',
  'a\u0000',
  '9007199254740993',
  '99999999999999999999999',
  '-1',
  '1e308',
  'NaN',
  '2020W01',
  '0x1F',
  ' ',
  '../../etc/passwd',
  "' OR 1=1 --",
  'x'.repeat(3000),
  '\u202Eevil',
  'تويوتا',
];

const generatedBody = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.integer(),
  fc.double(),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map((n) => n.toString()),
  fc.jsonValue({ maxDepth: 3 }),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
);

const generatedText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.integer().map(String),
  fc.double().map(String),
);

/** A stable seed per field name, so adding a route does not change what the others receive. */
const seedOf = (name: string): number => Array.from(name).reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 20_251_124);

/** Body values for one field: every fixed one plus `extra` generated for it. */
export function hostileBodyValues(field: string, extra = 3): unknown[] {
  return [...FIXED_BODY_VALUES, ...PROTOTYPE_VALUES, ...fc.sample(generatedBody, { seed: seedOf(field), numRuns: extra })];
}

/** Text values for one query or path parameter: every fixed one plus `extra` generated for it. */
export function hostileTextValues(name: string, extra = 3): string[] {
  return [...FIXED_TEXT_VALUES, ...fc.sample(generatedText, { seed: seedOf(name), numRuns: extra })];
}

/**
 * Percent-encodes text for a URL. `encodeURIComponent` throws on a lone surrogate; such a value
 * goes out as the UTF-8 bytes a broken client would send.
 */
export function encodeText(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  }
}

/** Whole bodies no form sends: a JSON nested 5,000 levels, a bare array, a string, null, a broken one. */
export const HOSTILE_RAW_BODIES: string[] = [
  '{"a":'.repeat(5000) + '1' + '}'.repeat(5000),
  '['.repeat(5000) + ']'.repeat(5000),
  '[]',
  '"text"',
  'null',
  '{"a":',
  '{"name":"\\u0000"}',
  '{"name":"\\ud800"}',
];

/**
 * The other ways to write a numeric id (never its canonical decimal): another base, a fraction,
 * an exponent, a sign, spaces, leading zeros, the id past the integer range. None may name it.
 */
export function otherIdForms(id: string): string[] {
  const n = Number(id);
  return [
    `0x${n.toString(16)}`,
    `0X${n.toString(16)}`,
    `0b${n.toString(2)}`,
    `0o${n.toString(8)}`,
    `${id}.0`,
    `${id}.`,
    `${id}e0`,
    `${n / 10}e1`,
    ` ${id}`,
    `${id} `,
    `\t${id}`,
    `+${id}`,
    `0${id}`,
    `${'0'.repeat(28)}${id}`,
    `${n + 2 ** 32}`,
    `${n + 2 ** 64}`,
    `${id}n`,
    `${id}_`,
    id.replace(/\d/g, (d) => String.fromCharCode(0x660 + Number(d))), // Arabic-Indic digits
  ];
}
