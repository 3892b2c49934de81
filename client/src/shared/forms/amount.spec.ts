import { describe, expect, it } from '@jest/globals';
import { isPositiveAmount } from './amount';

describe('isPositiveAmount', () => {
  it('takes digits with at most two decimals, above zero', () => {
    expect(['15000', '99.5', '0.10', '999999999'].filter(isPositiveAmount)).toEqual(['15000', '99.5', '0.10', '999999999']);
  });

  it('refuses zero, signs, three decimals and anything else', () => {
    expect(['0', '0.00', '-5', '10.555', '', '1e3', ' 5', 'غالي'].filter(isPositiveAmount)).toEqual([]);
  });
});
