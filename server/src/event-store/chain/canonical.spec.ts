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
