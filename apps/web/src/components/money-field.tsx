import { useMemo } from 'react';
import { Box, InputAdornment, TextField } from '@mui/material';
import {
  useController,
  useWatch,
  type Control,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, currencyDigits } from '@trilha/shared';
import { currentLanguage } from '../lib/i18n/i18n';
import { FormTextField } from './form-text-field';

/** The grouping and decimal marks a language writes numbers with ("." and "," in pt and es). */
function numberMarks(language: string): { group: string; decimal: string } {
  const parts = new Intl.NumberFormat(language).formatToParts(12345.6);
  return {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
}

const escape = (mark: string) => mark.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An amount as the contract reads it ("1234.50") from what a person typed the way their language writes
 * it: "1.234,50" in Portuguese or Spanish, "1,234.50" in English, and "120,50" in any of them (a comma
 * with one or two digits after it is a decimal comma). A blank field means "no price". Anything else goes
 * to the shared schema as typed, so its message shows.
 */
export function normalizeAmount(
  text: string | null | undefined,
  language: string = currentLanguage(),
): string | null {
  const trimmed = (text ?? '').trim().replace(/\s/g, '');
  if (trimmed === '') return null;
  const { group, decimal } = numberMarks(language);
  const grouped = new RegExp(`^\\d{1,3}(${escape(group)}\\d{3})+(${escape(decimal)}\\d{1,2})?$`);
  if (grouped.test(trimmed)) return trimmed.split(group).join('').replace(decimal, '.');
  return /^\d+,\d{1,2}$/.test(trimmed) ? trimmed.replace(',', '.') : trimmed;
}

/**
 * An amount as a form's field shows it, in the language's way of writing it: `45.5` EUR → "45,50" in
 * Portuguese and Spanish, "45.50" in English; `12000` JPY → "12000" (no grouping: normalizeAmount reads it
 * back, and the placeholder looks the same).
 */
export function amountFieldText(
  amount: number,
  currency: string,
  language: string = currentLanguage(),
): string {
  const digits = Math.min(currencyDigits(currency), 2);
  return new Intl.NumberFormat(language, {
    useGrouping: false,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

/** "0,00" in Portuguese and Spanish, "0.00" in English; "0" for a currency without cents. */
export function amountPlaceholder(language: string, currency?: string): string {
  const digits = currency ? currencyDigits(currency) : 2;
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(0);
}

/** Wraps a form's resolver so its `price` is read through normalizeAmount before validation. */
export function withNormalizedPrice<T extends FieldValues & { price: string | null }, C, O>(
  resolver: Resolver<T, C, O>,
): Resolver<T, C, O> {
  return (values, context, options) =>
    resolver({ ...values, price: normalizeAmount(values.price) }, context, options);
}

/** The usual home currencies first, then every other code the browser knows (ISO 4217). */
function currencyCodes(current: string): { common: string[]; others: string[] } {
  const common: string[] = [...CURRENCIES];
  const known = Intl.supportedValuesOf('currency');
  const others = known.filter((code) => !common.includes(code));
  if (current && !common.includes(current) && !others.includes(current)) others.unshift(current);
  return { common, others };
}

interface MoneyFieldProps<T extends FieldValues> {
  control: Control<T>;
  priceName: Path<T>;
  currencyName: Path<T>;
  priceLabel: string;
  currencyLabel: string;
}

/**
 * A price and its currency side by side. The price is text (`120.50`; a blank field is null, which the
 * contract reads as "no price"); the currency is a native select, quick on phones with ~300 codes.
 */
export function MoneyField<T extends FieldValues>({
  control,
  priceName,
  currencyName,
  priceLabel,
  currencyLabel,
}: MoneyFieldProps<T>) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage();
  const { field: price, fieldState: priceState } = useController({ control, name: priceName });
  const currency: unknown = useWatch({ control, name: currencyName });
  const code = typeof currency === 'string' ? currency : '';
  const { common, others } = useMemo(() => currencyCodes(code), [code]);
  const names = useMemo(() => new Intl.DisplayNames([language], { type: 'currency' }), [language]);
  const symbol = useMemo(() => {
    if (!code) return '';
    try {
      const parts = new Intl.NumberFormat(language, { style: 'currency', currency: code }).formatToParts(0);
      return parts.find((part) => part.type === 'currency')?.value ?? code;
    } catch {
      return code;
    }
  }, [code, language]);
  const message = priceState.error?.message;
  const option = (value: string) => (
    <option key={value} value={value}>
      {`${value} · ${names.of(value) ?? value}`}
    </option>
  );
  return (
    <Box sx={{ display: 'grid', gap: 2.25, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextField
        label={priceLabel}
        value={typeof price.value === 'string' || typeof price.value === 'number' ? price.value : ''}
        onChange={(event) => price.onChange(event.target.value === '' ? null : event.target.value)}
        onBlur={price.onBlur}
        inputRef={price.ref}
        error={Boolean(message)}
        helperText={message && i18n.exists(message) ? t(message) : message}
        placeholder={amountPlaceholder(language, code || undefined)}
        slotProps={{
          htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
          input: symbol ? { startAdornment: <InputAdornment position="start">{symbol}</InputAdornment> } : {},
        }}
      />
      <FormTextField
        control={control}
        name={currencyName}
        select
        label={currencyLabel}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {common.map(option)}
        <option disabled value="">
          ──────────
        </option>
        {others.map(option)}
      </FormTextField>
    </Box>
  );
}
