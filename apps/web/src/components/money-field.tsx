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
import { CURRENCIES } from '@trilha/shared';
import { currentLanguage } from '../lib/i18n/i18n';
import { FormTextField } from './form-text-field';

/**
 * A price typed the Portuguese or Spanish way ("120,50") is the same amount as "120.50"; a blank
 * field means "no price". Anything else goes to the shared schema as typed, so its message shows.
 */
export function normalizeAmount(text: string | null | undefined): string | null {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return null;
  return /^\d+,\d{1,2}$/.test(trimmed) ? trimmed.replace(',', '.') : trimmed;
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
        placeholder="0.00"
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
