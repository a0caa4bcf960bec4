import { describe, expect, it } from 'vitest';
import { amountPlaceholder, normalizeAmount } from './money-field';

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
