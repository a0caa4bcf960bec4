import { Box, Button, TextField } from '@mui/material';
import FilterAltOffOutlinedIcon from '@mui/icons-material/FilterAltOffOutlined';
import { useTranslation } from 'react-i18next';
import { EXPENSE_CATEGORIES, type Participant } from '@trilha/shared';
import { currentLanguage } from '../../../../lib/i18n/i18n';
import { formatTripDate } from '../../../trips/components';
import { FILTER_KEYS, type ExpenseFilters } from './expense-filters';

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

interface FilterBarProps {
  filters: ExpenseFilters;
  participants: Participant[];
  /** The days that have expenses, in order. */
  dates: string[];
  onChange: (key: (typeof FILTER_KEYS)[number], value: string | null) => void;
  onClear: () => void;
}

/** Category, person and day, as native selects (quick on phones); "all" clears one. */
export function FilterBar({ filters, participants, dates, onChange, onClear }: FilterBarProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const dayOptions = filters.date && !dates.includes(filters.date) ? [...dates, filters.date].sort() : dates;
  const active = FILTER_KEYS.some((key) => filters[key] !== null);
  const change = (key: (typeof FILTER_KEYS)[number]) => (event: { target: { value: string } }) =>
    onChange(key, event.target.value || null);
  return (
    <Box role="search" aria-label={t('expenses.detail.filters')} sx={{ mb: 2 }}>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}
      >
        <TextField
          select
          size="small"
          label={t('expenses.detail.category')}
          value={filters.category ?? ''}
          onChange={change('category')}
          slotProps={nativeSelect}
        >
          <option value="">{t('expenses.detail.allCategories')}</option>
          {EXPENSE_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`expenses.categories.${category}`)}
            </option>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('expenses.detail.person')}
          value={filters.participantId ?? ''}
          onChange={change('participantId')}
          slotProps={nativeSelect}
        >
          <option value="">{t('expenses.detail.everyone')}</option>
          {participants.map((person) => (
            <option key={person._id} value={person._id}>
              {person.name}
            </option>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('expenses.detail.day')}
          value={filters.date ?? ''}
          onChange={change('date')}
          slotProps={nativeSelect}
        >
          <option value="">{t('expenses.detail.allDays')}</option>
          {dayOptions.map((date) => (
            <option key={date} value={date}>
              {formatTripDate(date, language)}
            </option>
          ))}
        </TextField>
      </Box>
      {active && (
        <Button onClick={onClear} startIcon={<FilterAltOffOutlinedIcon />} sx={{ mt: 1 }}>
          {t('expenses.detail.clearFilters')}
        </Button>
      )}
    </Box>
  );
}
