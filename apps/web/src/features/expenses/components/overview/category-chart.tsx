import { Box, Typography } from '@mui/material';
import { Cell, Pie, PieChart, Tooltip } from 'recharts';
import { useTranslation } from 'react-i18next';
import type { ExpenseSummary } from '@trilha/shared';
import { SectionCard } from '../../../../components/section-card';
import { currentLanguage } from '../../../../lib/i18n/i18n';
import { CATEGORY_COLORS, CategoryIcon } from '../../utils/expense-labels';
import { useMoney } from './use-money';

/**
 * Where the money went, by category: a ring for the eye and, as its text alternative and legend, the
 * list of categories with amount and share (the ring itself is hidden from screen readers).
 */
export function CategoryChart({ summary }: { summary: ExpenseSummary }) {
  const { t } = useTranslation();
  const money = useMoney(summary.currency);
  const percent = new Intl.NumberFormat(currentLanguage(), { style: 'percent', maximumFractionDigits: 0 });
  const total = summary.byCategory.reduce((sum, entry) => sum + entry.amount, 0);
  const data = summary.byCategory
    .filter((entry) => entry.amount > 0)
    .sort((a, b) => b.amount - a.amount)
    .map((entry) => ({
      ...entry,
      label: t(`expenses.categories.${entry.category}`),
      share: total > 0 ? entry.amount / total : 0,
    }));
  const title = t('expenses.overview.byCategory');
  const top = data[0];
  return (
    <SectionCard
      title={title}
      description={
        top
          ? t('expenses.overview.categorySummary', { category: top.label, share: percent.format(top.share) })
          : undefined
      }
    >
      {data.length === 0 ? (
        <Typography color="text.secondary">{t('expenses.overview.noSpending')}</Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'center',
            gridTemplateColumns: { xs: '1fr', sm: '180px minmax(0, 1fr)' },
          }}
        >
          <Box aria-hidden sx={{ width: '100%', maxWidth: 180, mx: 'auto' }}>
            <PieChart responsive accessibilityLayer={false} style={{ width: '100%', aspectRatio: 1 }}>
              <Pie
                data={data}
                dataKey="amount"
                nameKey="label"
                innerRadius="55%"
                outerRadius="95%"
                stroke="none"
                isAnimationActive={false}
              >
                {data.map((entry) => (
                  <Cell key={entry.category} fill={CATEGORY_COLORS[entry.category]} />
                ))}
              </Pie>
              <Tooltip formatter={(value) => money(Number(value))} />
            </PieChart>
          </Box>
          <Box
            component="ul"
            aria-label={title}
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
          >
            {data.map((entry) => (
              <Box
                component="li"
                key={entry.category}
                sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}
              >
                <Box
                  aria-hidden
                  sx={{
                    width: 28,
                    height: 28,
                    flexShrink: 0,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: CATEGORY_COLORS[entry.category],
                    color: '#fff',
                  }}
                >
                  <CategoryIcon category={entry.category} />
                </Box>
                <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{entry.label}</Typography>
                <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {money(entry.amount)}
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 0.75 }}>
                    {percent.format(entry.share)}
                  </Typography>
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      )}
    </SectionCard>
  );
}
