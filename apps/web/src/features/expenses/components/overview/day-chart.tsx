import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { format, parseISO } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { fromMinorUnits, type ExpenseSummary } from '@trilha/shared';
import { SectionCard } from '../../../../components/section-card';
import { currentLanguage } from '../../../../lib/i18n/i18n';
import { dateLocale, formatTripDate } from '../../../trips/components';
import { minorOf } from '../../utils/expense-money';
import { useMoney } from './use-money';

/**
 * Spending day by day: bars for the eye; a one-line summary (how many days, the most expensive one, the
 * average) and the full list per day, one tap away, for everyone else.
 */
export function DayChart({ summary }: { summary: ExpenseSummary }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const language = currentLanguage();
  const money = useMoney(summary.currency);
  const compact = new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 });
  const days = summary.byDay
    .filter((day) => day.amount > 0)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((day) => ({
      ...day,
      label: format(parseISO(day.date), t('expenses.overview.dayTick'), { locale: dateLocale(language) }),
    }));
  const title = t('expenses.overview.byDay');
  if (days.length === 0) {
    return (
      <SectionCard title={title}>
        <Typography color="text.secondary">{t('expenses.overview.noSpending')}</Typography>
      </SectionCard>
    );
  }
  const top = days.reduce((best, day) => (day.amount > best.amount ? day : best));
  const totalMinor = days.reduce((sum, day) => sum + minorOf(day.amount, summary.currency), 0);
  const average = fromMinorUnits(Math.round(totalMinor / days.length), summary.currency);
  return (
    <SectionCard
      title={title}
      description={t('expenses.overview.daySummary', {
        count: days.length,
        date: formatTripDate(top.date, language),
        amount: money(top.amount),
        average: money(average),
      })}
    >
      <Box aria-hidden sx={{ width: '100%', height: 220 }}>
        <BarChart
          responsive
          accessibilityLayer={false}
          data={days}
          style={{ width: '100%', height: '100%' }}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        >
          <CartesianGrid vertical={false} strokeDasharray="3 3" />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} interval="preserveStartEnd" minTickGap={8} />
          <YAxis
            tickFormatter={(value: number) => compact.format(value)}
            tick={{ fontSize: 12 }}
            width={44}
          />
          <Tooltip formatter={(value) => [money(Number(value)), t('expenses.overview.spent')]} />
          <Bar
            dataKey="amount"
            fill={theme.palette.secondary.main}
            radius={[4, 4, 0, 0]}
            maxBarSize={40}
            isAnimationActive={false}
          />
        </BarChart>
      </Box>
      <Accordion disableGutters elevation={0} sx={{ mt: 1, '&::before': { display: 'none' } }}>
        <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ px: 0 }}>
          <Typography>{t('expenses.overview.dayList')}</Typography>
        </AccordionSummary>
        <AccordionDetails sx={{ px: 0 }}>
          <Box
            component="ul"
            aria-label={title}
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}
          >
            {days.map((day) => (
              <Box
                component="li"
                key={day.date}
                sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}
              >
                <Typography>{formatTripDate(day.date, language)}</Typography>
                <Typography sx={{ fontWeight: 600 }}>{money(day.amount)}</Typography>
              </Box>
            ))}
          </Box>
        </AccordionDetails>
      </Accordion>
    </SectionCard>
  );
}
