import { useQueries } from '@tanstack/react-query';
import { List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import RouteOutlinedIcon from '@mui/icons-material/RouteOutlined';
import ChecklistOutlinedIcon from '@mui/icons-material/ChecklistOutlined';
import TipsAndUpdatesOutlinedIcon from '@mui/icons-material/TipsAndUpdatesOutlined';
import CalculateOutlinedIcon from '@mui/icons-material/CalculateOutlined';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import { useTranslation } from 'react-i18next';
import { AI_USAGE_FEATURES, type AiUsageFeature } from '@trilha/shared';
import { premiumQueries } from '../api/premium-queries';

const ICONS: Record<AiUsageFeature, SvgIconComponent> = {
  itinerary: RouteOutlinedIcon,
  checklist: ChecklistOutlinedIcon,
  tips: TipsAndUpdatesOutlinedIcon,
  'cost-estimate': CalculateOutlinedIcon,
  import: MarkEmailReadOutlinedIcon,
};

/**
 * What premium gives: the four AI features and the AI reading of imports, with the monthly allowance
 * of each; a premium reader also sees what is left of this month's. Everyone has a small allowance of
 * AI readings of imports, so everyone sees what is left of that one.
 */
export function PremiumBenefits({ allowance, isPremium }: { allowance: number; isPremium: boolean }) {
  const { t } = useTranslation();
  const usages = useQueries({
    queries: AI_USAGE_FEATURES.map((feature) => ({
      ...premiumQueries.usages(feature),
      enabled: isPremium || feature === 'import',
    })),
  });
  return (
    <>
      <Typography component="h2" variant="h6" gutterBottom>
        {t('premium.benefits.title')}
      </Typography>
      <List aria-label={t('premium.benefits.title')}>
        {AI_USAGE_FEATURES.map((feature, index) => {
          const Icon = ICONS[feature];
          const left = usages[index]?.data;
          return (
            <ListItem key={feature} disableGutters>
              <ListItemIcon sx={{ minWidth: 40 }}>
                <Icon color="secondary" />
              </ListItemIcon>
              <ListItemText
                primary={t(`premium.benefits.${feature}`)}
                secondary={
                  left
                    ? t('premium.benefits.left', { count: left.remainingUsages, limit: left.limit })
                    : t('premium.benefits.allowance', { count: allowance })
                }
              />
            </ListItem>
          );
        })}
      </List>
    </>
  );
}
