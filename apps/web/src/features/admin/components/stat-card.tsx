import { useId } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';

export interface Breakdown {
  /** Heading of the breakdown, e.g. "By role". */
  title: string;
  rows: { label: string; value: number }[];
}

/** One figure at a glance, with what it is made of underneath. */
export function StatCard({
  title,
  value,
  note,
  breakdowns = [],
  format,
}: {
  title: string;
  value: number;
  note?: string;
  breakdowns?: Breakdown[];
  format: (value: number) => string;
}) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined" sx={{ height: '100%' }}>
      <CardContent sx={{ p: 2, '&:last-child': { pb: 2 } }}>
        <Typography id={titleId} variant="subtitle2" component="h3" color="text.secondary">
          {title}
        </Typography>
        <Typography sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.2 }}>{format(value)}</Typography>
        {note && (
          <Typography variant="body2" color="text.secondary">
            {note}
          </Typography>
        )}
        {breakdowns.map((breakdown) => (
          <Box key={breakdown.title} sx={{ mt: 1.5 }}>
            <Typography variant="caption" component="h4" color="text.secondary" sx={{ fontWeight: 600 }}>
              {breakdown.title}
            </Typography>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2 }}>
              {breakdown.rows.map((row) => (
                <Box key={row.label} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2">
                    {row.label}
                  </Typography>
                  <Typography
                    component="dd"
                    variant="body2"
                    sx={{ m: 0, textAlign: 'right', fontWeight: 600 }}
                  >
                    {format(row.value)}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
        ))}
      </CardContent>
    </Card>
  );
}
