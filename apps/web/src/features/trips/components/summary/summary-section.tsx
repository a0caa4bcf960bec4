import { useId, type ReactNode } from 'react';
import { Box, Divider, Typography } from '@mui/material';

/** One part of the sheet: a rule, its h2, and what follows; drawn only when it has something to say. */
export function SummarySection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Divider sx={{ my: 3, '@media print': { my: 2, borderColor: '#000' } }} />
      <Typography
        id={headingId}
        variant="h3"
        component="h2"
        sx={{ mb: 1.5, breakAfter: 'avoid', '@media print': { fontSize: '1.15rem' } }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A list of things that each stay whole on paper (a flight is never split across two pages). */
export function SummaryList({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        '& > li': { breakInside: 'avoid', minWidth: 0 },
      }}
    >
      {children}
    </Box>
  );
}

/** The name of a flight, stay, tour, day or group: the sheet's third heading level. */
export function SummaryItemTitle({ children }: { children: ReactNode }) {
  return (
    <Typography
      variant="h4"
      component="h3"
      sx={{ overflowWrap: 'anywhere', breakAfter: 'avoid', '@media print': { fontSize: '1rem' } }}
    >
      {children}
    </Typography>
  );
}

/** A plain line under an item's name; empty lines are left out. */
export function SummaryLine({ children, strong = false }: { children: ReactNode; strong?: boolean }) {
  if (children === '' || children === null || children === undefined) return null;
  return (
    <Typography
      variant="body2"
      sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line', fontWeight: strong ? 600 : undefined }}
    >
      {children}
    </Typography>
  );
}

export interface SummaryFact {
  key: string;
  label: string;
  value: string;
}

/** Label and value pairs, as many columns as fit (one on a phone); facts without a value are left out. */
export function SummaryFacts({ facts }: { facts: SummaryFact[] }) {
  const shown = facts.filter((fact) => fact.value);
  if (shown.length === 0) return null;
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        mt: 0.75,
        display: 'grid',
        gap: 1,
        columnGap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))',
      }}
    >
      {shown.map((fact) => (
        <Box key={fact.key} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {fact.label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          >
            {fact.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
