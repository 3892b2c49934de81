import { describe, expect, it } from '@jest/globals';
import { fitWithin } from './shrink-photo';

describe('fitWithin', () => {
  it('scales a 12-megapixel photo to 2048 px on its long side, keeping its shape', () => {
    expect(fitWithin(4000, 3000, 2048)).toEqual({ width: 2048, height: 1536 });
    expect(fitWithin(3000, 4000, 2048)).toEqual({ width: 1536, height: 2048 });
  });

  it('never enlarges a small photo', () => {
    expect(fitWithin(800, 600, 2048)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(2048, 10, 2048)).toEqual({ width: 2048, height: 10 });
  });

  it('keeps at least one pixel on a very thin photo', () => {
    expect(fitWithin(20000, 3, 2048)).toEqual({ width: 2048, height: 1 });
  });
});
