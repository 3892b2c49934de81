import { latinDigits, PHONE_PATTERN } from './contact-fields';

describe('contact fields', () => {
  it('reads Arabic-Indic and Persian digits as Latin ones', () => {
    expect(latinDigits('٠٩٤٤ ١٢٣ ٤٥٦')).toBe('0944 123 456');
    expect(latinDigits('۰۹۳۳')).toBe('0933');
  });

  it.each([
    ['0944123456', true],
    ['+963 944 123 456', true],
    ['011-2234567', true],
    ['123', false],
    ['09441234ab', false],
    ['+', false],
  ])('%s is a phone number: %s', (phone, valid) => {
    expect(PHONE_PATTERN.test(phone)).toBe(valid);
  });
});
