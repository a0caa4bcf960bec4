import { describe, expect, it } from 'vitest';
import { translate } from './constants/messages';
import {
  AMOUNT_MAX,
  amountSchema,
  currencyDigits,
  currencySchema,
  fromMinorUnits,
  toMinorUnits,
} from './money';

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

  it('reads a decimal comma, as the forms accept it', () => {
    expect(amountSchema.parse('120,50')).toBe('120.50');
    expect(amountSchema.parse('7,5')).toBe('7.50');
    expect(amountSchema.safeParse('1,234.50').success).toBe(false);
  });

  it('calls an amount above the maximum too large, however many digits it has', () => {
    const message = (value: unknown) => amountSchema.safeParse(value).error?.issues[0]?.message;
    for (const tooLarge of ['1000000001', '99999999999', '123456789012345.50', '99999999999,5', 1e12, 1e21]) {
      expect(message(tooLarge), String(tooLarge)).toBe('validation.amountTooLarge');
    }
    expect(amountSchema.parse(String(AMOUNT_MAX))).toBe(`${AMOUNT_MAX}.00`);
    expect(message('12.345')).toBe('validation.amount');
  });

  it("names the maximum and the example in each language's number format", () => {
    const languages = { pt: 'pt-BR', en: 'en', es: 'es' } as const;
    for (const [language, locale] of Object.entries(languages) as [keyof typeof languages, string][]) {
      const max = new Intl.NumberFormat(locale).format(AMOUNT_MAX);
      expect(translate('validation.amountTooLarge', language)).toContain(max);
      const example = new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(120.5);
      expect(translate('validation.amount', language)).toContain(example);
    }
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
