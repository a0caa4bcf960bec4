import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ChecklistGroup } from '@trilha/shared';
import { SummaryItemTitle, SummaryList, SummarySection } from './summary-section';

/** Each group with its items ticked (☑) or not (☐), to carry on through the packing on paper. */
export function SummaryChecklist({ groups }: { groups: ChecklistGroup[] }) {
  const { t } = useTranslation();
  const filled = groups.filter((group) => group.items.length > 0);
  if (filled.length === 0) return null;
  return (
    <SummarySection title={t('plan.checklist.title')}>
      <SummaryList>
        {filled.map((group) => (
          <li key={group._id}>
            <SummaryItemTitle>
              {group.name}{' '}
              <Typography component="span" color="text.secondary" sx={{ fontWeight: 400 }}>
                {`(${t('plan.checklist.groupProgress', {
                  done: group.items.filter((item) => item.done).length,
                  total: group.items.length,
                })})`}
              </Typography>
            </SummaryItemTitle>
            <Box
              component="ul"
              aria-label={t('plan.checklist.itemsOf', { name: group.name })}
              sx={{ m: 0, p: 0 }}
            >
              {group.items.map((item) => (
                <Box
                  component="li"
                  key={item._id}
                  sx={{ display: 'flex', gap: 1, listStyle: 'none', py: 0.25, breakInside: 'avoid' }}
                >
                  <Box
                    component="span"
                    role="img"
                    aria-label={t(item.done ? 'trips.summary.done' : 'trips.summary.notDone')}
                    sx={{ flexShrink: 0, fontSize: '1.1rem', lineHeight: 1.3 }}
                  >
                    {item.done ? '☑' : '☐'}
                  </Box>
                  <Typography sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{item.text}</Typography>
                </Box>
              ))}
            </Box>
          </li>
        ))}
      </SummaryList>
    </SummarySection>
  );
}
