import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';

export function EmptyState({
  icon,
  title,
  description,
  action,
}: {
  icon: ReactNode;
  title: string;
  description?: string;
  /** What to do about it, under the description. */
  action?: ReactNode;
}) {
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 5, sm: 7 }, px: 2 }}>
      <Box
        aria-hidden
        sx={(theme) => ({
          mx: 'auto',
          mb: 2,
          width: 88,
          height: 88,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color: 'secondary.main',
          bgcolor: alpha(theme.palette.secondary.main, 0.12),
          '& svg': { fontSize: 44 },
        })}
      >
        {icon}
      </Box>
      <Typography variant="h3" component="h2" gutterBottom>
        {title}
      </Typography>
      {description && (
        <Typography color="text.secondary" sx={{ maxWidth: 420, mx: 'auto' }}>
          {description}
        </Typography>
      )}
      {action && (
        <Box sx={{ mt: 2.5, display: 'flex', justifyContent: 'center', flexWrap: 'wrap', gap: 1 }}>
          {action}
        </Box>
      )}
    </Box>
  );
}
