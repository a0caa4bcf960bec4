import { describe, expect, it } from 'vitest';
import { amountFieldText, amountPlaceholder, normalizeAmount } from './money-field';

describe('amounts as people type them', () => {
  it('reads the grouping and decimal marks of the interface language', () => {
    expect(normalizeAmount('1.234,50', 'pt')).toBe('1234.50');
    expect(normalizeAmount('12.345.678,9', 'es')).toBe('12345678.9');
    expect(normalizeAmount('1.234', 'pt')).toBe('1234');
    expect(normalizeAmount('1,234.50', 'en')).toBe('1234.50');
    expect(normalizeAmount('1,234', 'en')).toBe('1234');
    expect(normalizeAmount(' 120,50 ', 'en')).toBe('120.50');
    expect(normalizeAmount('120,5', 'pt')).toBe('120.5');
    expect(normalizeAmount('120.50', 'pt')).toBe('120.50');
    expect(normalizeAmount('1 234,50', 'pt')).toBe('1234.50');
  });

  it('leaves a blank field as no amount and anything else to the schema as typed', () => {
    expect(normalizeAmount('', 'pt')).toBeNull();
    expect(normalizeAmount('   ', 'en')).toBeNull();
    expect(normalizeAmount('12,3456', 'pt')).toBe('12,3456');
    expect(normalizeAmount('abc', 'en')).toBe('abc');
  });

  it('shows the placeholder the way the language writes a zero amount of the currency', () => {
    expect(amountPlaceholder('pt', 'BRL')).toBe('0,00');
    expect(amountPlaceholder('es', 'EUR')).toBe('0,00');
    expect(amountPlaceholder('en', 'USD')).toBe('0.00');
    expect(amountPlaceholder('pt', 'JPY')).toBe('0');
    expect(amountPlaceholder('en')).toBe('0.00');
  });
});

describe('an amount shown in a field', () => {
  it.each([
    ['pt', 1234.5, 'EUR', '1234,50'],
    ['es', 45, 'BRL', '45,00'],
    ['en', 1234.5, 'EUR', '1234.50'],
    ['pt', 12000, 'JPY', '12000'],
  ])('in %s, %d %s reads %s, and back as the contract takes it', (language, amount, currency, text) => {
    expect(amountFieldText(amount, currency, language)).toBe(text);
    expect(Number(normalizeAmount(text, language))).toBe(amount);
  });
});
