import type { ReactNode } from 'react';
import { Box, TextField, type TextFieldProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ImportProvenance } from '@trilha/shared';

interface DraftFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** How this field's value was found (its key in the provenance). */
  provenance: ImportProvenance;
  found: string;
  /** A message key from the shared schemas (`validation.required`) when the value is refused. */
  error?: string;
  type?: TextFieldProps['type'];
  end?: ReactNode;
  wide?: boolean;
  maxLength?: number;
}

/**
 * One editable value of a preview item, saying under it how it was found (or that it was not, so it
 * needs filling in) until the traveller's value is refused by the item's rules.
 */
export function DraftField({
  label,
  value,
  onChange,
  provenance,
  found,
  error,
  type,
  end,
  wide = false,
  maxLength,
}: DraftFieldProps) {
  const { t } = useTranslation();
  const source = provenance.fields[found];
  // A reader may name a field it left empty; either way the traveller has to fill it in.
  const hint =
    value.trim() === '' ? t('importer.found.missing') : source ? t(`importer.found.${source}`) : undefined;
  const dated = type === 'date' || type === 'datetime-local' || type === 'time';
  return (
    <Box sx={wide ? { gridColumn: '1 / -1' } : undefined}>
      <TextField
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        type={type}
        size="small"
        fullWidth
        error={Boolean(error)}
        helperText={error ? t(error) : hint}
        slotProps={{
          inputLabel: dated ? { shrink: true } : undefined,
          input: end ? { endAdornment: end } : undefined,
          htmlInput: maxLength ? { maxLength } : undefined,
        }}
      />
    </Box>
  );
}

/** The fields of one item: a column on a phone, two or three side by side on wider screens. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}
