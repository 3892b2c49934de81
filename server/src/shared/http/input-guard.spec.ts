import { inspectInput, MAX_INPUT_DEPTH } from './input-guard';

describe('the global input guard', () => {
  it('passes ordinary Arabic and Latin text, emoji and line breaks', () => {
    expect(inspectInput({ name: 'تويوتا كامري ٢٠١٩', note: 'سطر\nسطر\tآخر 🚗', n: 5, list: ['a', { b: 'ج' }] })).toBeNull();
  });

  it('names every field holding NUL, a lone surrogate or a bidi override, keys included', () => {
    const problem = inspectInput({
      name: 'a\u0000b',
      offer: { location: 'x\ud800' },
      images: ['ok', 'evil\u202Egnp.exe'],
      ['k\u0000']: 1,
    });
    expect(problem).toEqual({
      kind: 'characters',
      fields: expect.arrayContaining(['name', 'offer.location', 'images[1]', 'k�']),
    });
  });

  it('refuses nesting deeper than the limit without recursing (5,000 levels)', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 5000; i++) deep = { a: deep };
    expect(inspectInput(deep)).toEqual({ kind: 'too-deep' });
    let ok: unknown = 'x';
    for (let i = 0; i < MAX_INPUT_DEPTH - 1; i++) ok = [ok];
    expect(inspectInput(ok)).toBeNull();
  });
});
