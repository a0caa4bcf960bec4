import { InputAdornment } from '@mui/material';
import type { Control, Path } from 'react-hook-form';
import { amountPlaceholder } from '../../../../components/money-field';
import { FormTextField } from '../../../../components/form-text-field';
import { currentLanguage } from '../../../../lib/i18n/i18n';
import type { ExpenseFormValues } from './expense-form-values';

/**
 * A small amount field in the expense's currency (a payer's part, a receipt's line, tax, tip): the label
 * sits on the border from the start, so a long name never runs into the currency at its end.
 */
export function AmountInput({
  control,
  name,
  label,
  currency,
  width = 220,
}: {
  control: Control<ExpenseFormValues>;
  name: Path<ExpenseFormValues>;
  label: string;
  currency: string;
  width?: number;
}) {
  return (
    <FormTextField
      control={control}
      name={name}
      label={label}
      size="small"
      placeholder={amountPlaceholder(currentLanguage(), currency)}
      sx={{ width: { xs: '100%', sm: width } }}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        input: {
          endAdornment: (
            <InputAdornment position="end" sx={{ flexShrink: 0 }}>
              {currency}
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
