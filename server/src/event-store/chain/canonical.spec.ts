import { canonicalEvent, canonicalJson, chainHash, GENESIS } from './canonical';

describe('the canonical form of an event', () => {
  it('sorts keys by UTF-16 code units at every depth and writes no white space', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: null, y: true }], c: 'x' }, A: false })).toBe(
      '{"A":false,"a":{"c":"x","d":[3,{"y":true,"z":null}]},"b":1}',
    );
    // U+10000 is two UTF-16 units starting 0xD800, before U+FB01 (RFC 8785 §3.2.3).
    expect(canonicalJson({ '\uFB01': 1, '\u{10000}': 2 })).toBe('{"\u{10000}":2,"\uFB01":1}');
  });

  it('prints numbers as ECMAScript does and refuses what JSON cannot hold', () => {
    expect(canonicalJson([1e21, 0.1, -0, 1.5e-7, 100, 2 ** 53])).toBe('[1e+21,0.1,0,1.5e-7,100,9007199254740992]');
    expect(() => canonicalJson(NaN)).toThrow();
    expect(() => canonicalJson(Infinity)).toThrow();
    expect(() => canonicalJson(() => 1)).toThrow();
  });

  it('puts every string, keys included, in NFC: canonically equivalent Arabic hashes the same', () => {
    const composed = 'أحمد'; // U+0623
    const decomposed = 'ا\u0654حمد'; // alef + combining hamza above
    expect(composed).not.toBe(decomposed);
    expect(canonicalJson({ [decomposed]: decomposed })).toBe(canonicalJson({ [composed]: composed }));
    expect(canonicalJson('a"b\\c\n\u0001')).toBe('"a\\"b\\\\c\\n\\u0001"');
  });

  it('chains: each hash covers the one before, so the same event after another history hashes differently', () => {
    const event = {
      position: 7,
      streamType: 'car',
      streamId: '3',
      streamVersion: 2,
      type: 'CarRevised',
      schemaVersion: 1,
      data: { changes: { color: 'أحمر' } },
      metadata: { actorId: 1, actorRole: 'user', correlationId: 'c' },
      recordedAt: '2026-11-29T01:40:21.123456Z',
    };
    const first = chainHash(GENESIS, canonicalEvent(event));
    expect(first).toHaveLength(32);
    expect(chainHash(first, canonicalEvent(event)).equals(first)).toBe(false);
    expect(chainHash(GENESIS, canonicalEvent({ ...event, position: 8 })).equals(first)).toBe(false);
    expect(chainHash(GENESIS, canonicalEvent({ ...event, data: { changes: { color: 'أحمر ' } } })).equals(first)).toBe(false);
  });
});

/** The form as first written (plain, slow): the fast canonicalJson must give exactly its bytes. */
function reference(value: unknown): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value.normalize('NFC'));
    case 'boolean':
      return value ? 'true' : 'false';
    case 'number':
      if (!Number.isFinite(value)) throw new Error(`not a JSON number: ${value}`);
      return JSON.stringify(value);
    case 'object': {
      if (Array.isArray(value)) return `[${value.map(reference).join(',')}]`;
      const entries = Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k.normalize('NFC'), v] as const)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${reference(v)}`).join(',')}}`;
    }
    default:
      throw new Error(`not a JSON value: ${typeof value}`);
  }
}

describe('the fast canonical form', () => {
  // A small deterministic generator (no seed to chase): strings mix ASCII, quotes, escapes,
  // Arabic (composed and combining), astral characters; keys too.
  let state = 12345;
  const next = (n: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % n;
  };
  const PIECES = [
    'a',
    'Z',
    '0',
    ' ',
    '"',
    '\\',
    '\n',
    '\u0001',
    'é',
    'e\u0301',
    'أ',
    'ا\u0654',
    'ً',
    '\u{1F697}',
    '\uFB01',
    '~',
    '10',
    '-',
  ];
  const text = () => Array.from({ length: next(6) }, () => PIECES[next(PIECES.length)]).join('');
  const NUMBERS = [0, -0, 1, -1, 0.1, 1e21, 1.5e-7, 2 ** 53, 123456.789, -3.25];
  const value = (depth: number): unknown => {
    const kind = next(depth > 3 ? 4 : 6);
    if (kind === 0) return text();
    if (kind === 1) return NUMBERS[next(NUMBERS.length)];
    if (kind === 2) return [true, false, null][next(3)];
    if (kind === 3) return next(2) ? 'plain ascii' : undefined;
    if (kind === 4) return Array.from({ length: next(4) }, () => value(depth + 1) ?? null);
    return Object.fromEntries(Array.from({ length: next(5) }, () => [next(3) ? text() : `k${next(20)}`, value(depth + 1)]));
  };

  it('gives the bytes of the plain form for 5,000 generated values', () => {
    for (let i = 0; i < 5000; i++) {
      const generated = value(0) ?? null;
      expect(canonicalJson(generated)).toBe(reference(generated));
    }
  });

  it('writes an event as the plain form writes its object', () => {
    const event = {
      position: 9,
      streamType: 'car',
      streamId: '"3"',
      streamVersion: 2,
      type: 'CarRevised',
      schemaVersion: 1,
      data: { changes: { color: 'أحمر', é: [1, 'e\u0301'] } },
      metadata: { actorId: null, actorRole: 'user' },
      recordedAt: '2026-11-29T01:40:21.123456Z',
    };
    const { position, streamType, streamId, streamVersion, type, schemaVersion, data, metadata, recordedAt } = event;
    expect(canonicalEvent(event)).toBe(
      reference({ data, metadata, position, recordedAt, schemaVersion, streamId, streamType, streamVersion, type }),
    );
  });
});
