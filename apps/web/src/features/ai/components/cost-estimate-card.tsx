import { List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatMoney, type AiCostEstimate } from '@trilha/shared';

/** The AI's estimate beside what the trip has actually spent, both in the trip's currency. */
export function CostEstimateCard({ estimate, spent }: { estimate: AiCostEstimate; spent: number }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(amount, estimate.currency, i18n.language);
  return (
    <Stack spacing={1} aria-label={t('ai.estimate.title')} component="section">
      <Typography variant="subtitle1" component="p">
        {t('ai.estimate.total', { amount: money(estimate.total) })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('ai.estimate.spent', { amount: money(spent) })}
      </Typography>
      <List dense>
        {estimate.items.map((item) => (
          <ListItem key={item.category} disableGutters>
            <ListItemText
              primary={`${t(`expenses.categories.${item.category}`)}: ${money(item.amount)}`}
              secondary={item.note}
            />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
