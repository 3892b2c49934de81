import { describe, expect, it } from '@jest/globals';
import { formatRelative } from './date';

describe('formatRelative', () => {
  const now = new Date('2026-11-29T03:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

  it('writes seconds with tanwin, «قبل 6 ثوانٍ», for every count that takes the plural', () => {
    for (let seconds = 3; seconds <= 10; seconds++) {
      const text = formatRelative(ago(seconds), now);
      expect(text).not.toContain('ثوانِ');
      expect(text).toContain('ثوانٍ');
    }
  });

  it('leaves the other units as ICU writes them', () => {
    expect(formatRelative(ago(120), now)).toContain('دقيقتين');
  });
});
