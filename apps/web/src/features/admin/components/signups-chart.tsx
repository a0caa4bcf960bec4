import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { format, parseISO } from 'date-fns';
import { useTranslation } from 'react-i18next';
import type { AdminStats } from '@trilha/shared';
import { SectionCard } from '../../../components/section-card';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { dateLocale } from '../../trips/components';
import { formatAdminDate } from './admin-format';

/**
 * Sign-ups week by week: bars for the eye, hidden from assistive technology; a one-line summary (how
 * many, the busiest week) and the table of every week, one tap away, for everyone.
 */
export function SignupsChart({ weeks }: { weeks: AdminStats['signupsPerWeek'] }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const language = currentLanguage();
  const data = weeks.map((week) => ({
    ...week,
    label: format(parseISO(week.weekStart), t('admin.dashboard.signups.tick'), {
      locale: dateLocale(language),
    }),
  }));
  const total = weeks.reduce((sum, week) => sum + week.count, 0);
  // The latest of equally busy weeks: the most recent is the one an administrator asks about.
  const top = weeks.reduce<(typeof weeks)[number] | undefined>(
    (best, week) => (!best || week.count >= best.count ? week : best),
    undefined,
  );
  const summary =
    total > 0 && top
      ? t('admin.dashboard.signups.summary', {
          count: total,
          weeks: weeks.length,
          date: formatAdminDate(top.weekStart, language),
          top: top.count,
        })
      : t('admin.dashboard.signups.none', { weeks: weeks.length });
  return (
    <SectionCard title={t('admin.dashboard.signups.title')} description={summary}>
      <Box aria-hidden sx={{ width: '100%', height: 240 }}>
        <BarChart
          responsive
          accessibilityLayer={false}
          data={data}
          style={{ width: '100%', height: '100%' }}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        >
          <CartesianGrid vertical={false} strokeDasharray="3 3" />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} interval="preserveStartEnd" minTickGap={8} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={36} />
          <Tooltip formatter={(value) => [value, t('admin.dashboard.signups.count')]} />
          <Bar
            dataKey="count"
            fill={theme.palette.secondary.main}
            radius={[4, 4, 0, 0]}
            maxBarSize={40}
            isAnimationActive={false}
          />
        </BarChart>
      </Box>
      <Accordion disableGutters elevation={0} sx={{ mt: 1, '&::before': { display: 'none' } }}>
        <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ px: 0 }}>
          <Typography>{t('admin.dashboard.signups.list')}</Typography>
        </AccordionSummary>
        <AccordionDetails sx={{ px: 0 }}>
          <Table size="small" aria-label={t('admin.dashboard.signups.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('admin.dashboard.signups.week')}</TableCell>
                <TableCell align="right">{t('admin.dashboard.signups.count')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {weeks.map((week) => (
                <TableRow key={week.weekStart}>
                  <TableCell>{formatAdminDate(week.weekStart, language)}</TableCell>
                  <TableCell align="right">{week.count}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </AccordionDetails>
      </Accordion>
    </SectionCard>
  );
}
