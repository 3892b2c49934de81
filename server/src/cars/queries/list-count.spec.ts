import { listTotal } from './list-count';

describe('listTotal: the total a page shows', () => {
  it('is exact below the cap, and the cap (a lower bound) past it', () => {
    expect(listTotal({ counted: 999, cap: 1000, misspelt: false })).toEqual({ total: 999, estimated: false });
    expect(listTotal({ counted: 1000, cap: 1000, misspelt: false })).toEqual({ total: 1000, estimated: false });
    expect(listTotal({ counted: 1001, cap: 1000, misspelt: false })).toEqual({ total: 1000, estimated: true });
  });

  it('is always exact when a counter counted it', () => {
    expect(listTotal({ counted: 52_000, cap: 1000, misspelt: false, exact: true })).toEqual({ total: 52_000, estimated: false });
  });
});
