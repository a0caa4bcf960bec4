import { describe, expect, it } from 'vitest';
import { amountSchema, currencyDigits, currencySchema, fromMinorUnits, toMinorUnits } from './money';

describe('money', () => {
  it('reads amounts as canonical decimals and refuses the rest', () => {
    expect(amountSchema.parse(12)).toBe('12.00');
    expect(amountSchema.parse('12.5')).toBe('12.50');
    expect(amountSchema.parse(0.1)).toBe('0.10');
    for (const bad of ['-1', '1.234', 'abc', '', Number.NaN, '1e3']) {
      expect(amountSchema.safeParse(bad).success, String(bad)).toBe(false);
    }
    expect(amountSchema.safeParse('-5').error?.issues[0]?.message).toBe('validation.negative');
  });

  it('converts to and from minor units by the currency', () => {
    expect(currencyDigits('EUR')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(toMinorUnits('45.50', 'EUR')).toBe(4550);
    expect(toMinorUnits('0.10', 'BRL')).toBe(10);
    expect(toMinorUnits('1500.00', 'JPY')).toBe(1500);
    expect(toMinorUnits('1500.50', 'JPY')).toBeNull();
    expect(toMinorUnits('1.25', 'KWD')).toBe(1250);
    expect(fromMinorUnits(4550, 'EUR')).toBe(45.5);
    expect(fromMinorUnits(1500, 'JPY')).toBe(1500);
  });

  it('knows ISO 4217 codes', () => {
    expect(currencySchema.parse('eur')).toBe('EUR');
    expect(currencySchema.safeParse('XYZ').success).toBe(false);
  });
});
