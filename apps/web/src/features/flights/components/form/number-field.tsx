import { useState } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** `23,5` and `23.5` alike; an empty or unreadable entry is NaN, which the schema reports. */
export function parseDecimal(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

type NumberFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  /** Whole numbers only: a keypad without the decimal key. */
  integer?: boolean;
} & Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef' | 'type' | 'slotProps'
>;

/**
 * A number bound to react-hook-form. A text input with a numeric keyboard keeps what was typed
 * (a decimal comma, a half-typed "2.") while the form holds the number.
 */
export function NumberField<T extends FieldValues>({
  control,
  name,
  helperText,
  integer = false,
  ...props
}: NumberFieldProps<T>) {
  const { t, i18n } = useTranslation();
  const {
    field: { ref, value, onChange, onBlur },
    fieldState: { error },
  } = useController({ control, name });
  const [text, setText] = useState(() =>
    typeof value === 'number' && Number.isFinite(value) ? String(value) : '',
  );
  const message = error?.message;
  const errorText = message && i18n.exists(message) ? t(message) : message;
  return (
    <TextField
      {...props}
      value={text}
      inputRef={ref}
      onBlur={onBlur}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parseDecimal(event.target.value));
      }}
      error={Boolean(error)}
      helperText={errorText || helperText}
      slotProps={{ htmlInput: { inputMode: integer ? 'numeric' : 'decimal' } }}
    />
  );
}
