import type { ReactNode } from 'react';
import { Card, CardContent, Divider, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TripDetail } from '@trilha/shared';
import { FactList } from '../fact-list';
import { useTripFacts } from '../use-trip-facts';

/**
 * On paper everything is black on white: browsers drop background colours when printing, so the day
 * markers' and chips' white-on-colour text would vanish; they get an outline instead.
 */
const PRINT = {
  '@media print': {
    border: 0,
    boxShadow: 'none',
    bgcolor: '#fff',
    '&, & *': { color: '#000 !important' },
    '& a': { textDecoration: 'none' },
    '& ol [role="img"], & .MuiChip-root': {
      bgcolor: 'transparent !important',
      border: '1px solid #000',
    },
    '& li': { breakInside: 'avoid' },
    '& h2, & h3': { breakAfter: 'avoid' },
  },
} as const;

function People({ trip }: { trip: TripDetail }) {
  const { t } = useTranslation();
  return (
    <>
      <Divider sx={{ my: 3, '@media print': { my: 2, borderColor: '#000' } }} />
      <Typography variant="h3" component="h2">
        {t('trips.facts.peopleCount', { count: trip.sharedUsers.length })}
      </Typography>
      <List dense>
        {trip.sharedUsers.map((person) => (
          <ListItem key={person.userId} disableGutters>
            <ListItemText
              primary={t('trips.summary.person', {
                name: person.name,
                role: t(`trips.roles.${person.role}`),
              })}
              secondary={person.email}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
}

/**
 * The whole trip on one sheet: its facts and people, then `children`, the sections in the PDF export's
 * order (app/trip-pages/trip-summary-page.tsx composes them from each feature); a section without content
 * leaves itself out.
 */
export function SummarySheet({ trip, children }: { trip: TripDetail; children: ReactNode }) {
  const { t } = useTranslation();
  const facts = useTripFacts(trip);
  return (
    <Card sx={PRINT}>
      <CardContent sx={{ p: { xs: 2, sm: 4 }, '@media print': { p: 0 } }}>
        <Typography variant="overline" color="text.secondary">
          {t('trips.summary.kicker')}
        </Typography>
        <Typography variant="h1" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
          {trip.title}
        </Typography>
        <FactList
          facts={[
            facts.destination,
            facts.dates,
            facts.duration,
            facts.budget,
            facts.currency,
            facts.interests,
            facts.notes,
          ]}
        />
        <People trip={trip} />
        {children}
      </CardContent>
    </Card>
  );
}
