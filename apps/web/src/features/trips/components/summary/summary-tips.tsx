import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { TIP_CATEGORIES, type Tip } from '@trilha/shared';
import { SummaryItemTitle, SummaryLine, SummaryList, SummarySection } from './summary-section';

/** The tips under their categories, in the categories' usual order. */
export function SummaryTips({ tips }: { tips: Tip[] }) {
  const { t } = useTranslation();
  if (tips.length === 0) return null;
  const categories = TIP_CATEGORIES.map((category) => ({
    category,
    tips: tips.filter((tip) => tip.category === category),
  })).filter((entry) => entry.tips.length > 0);
  return (
    <SummarySection title={t('trips.tabs.tips')}>
      <SummaryList>
        {categories.map((entry) => (
          <li key={entry.category}>
            <SummaryItemTitle>{t(`plan.tips.categories.${entry.category}`)}</SummaryItemTitle>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {entry.tips.map((tip) => (
                <Box component="li" key={tip._id} sx={{ breakInside: 'avoid' }}>
                  <SummaryLine>{tip.text}</SummaryLine>
                </Box>
              ))}
            </Box>
          </li>
        ))}
      </SummaryList>
    </SummarySection>
  );
}
