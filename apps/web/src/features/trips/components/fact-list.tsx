import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

export interface Fact {
  key: string;
  label: string;
  value: ReactNode;
  /** Long values (notes, interests) take the whole row. */
  wide?: boolean;
}

/** Label and value pairs as a description list, two columns from tablet width up. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      {facts.map((fact) => (
        <Box key={fact.key} sx={{ gridColumn: fact.wide ? '1 / -1' : undefined, minWidth: 0 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {fact.label}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, mt: 0.25, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
          >
            {fact.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
