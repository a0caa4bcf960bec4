import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatMoney, fromMinorUnits } from '@trilha/shared';
import { currentLanguage } from '../../../../lib/i18n/i18n';

/** What is left to assign of an amount, live: how much is left, how much too much, or all assigned. */
export function Remainder({ remaining, currency }: { remaining: number; currency: string }) {
  const { t } = useTranslation();
  const money = formatMoney(fromMinorUnits(Math.abs(remaining), currency), currency, currentLanguage());
  const [text, color] =
    remaining === 0
      ? [t('expenses.form.allAssigned'), 'success.main']
      : remaining > 0
        ? [t('expenses.form.remaining', { amount: money }), 'warning.dark']
        : [t('expenses.form.over', { amount: money }), 'error.main'];
  return <Typography sx={{ fontWeight: 600, color }}>{text}</Typography>;
}
