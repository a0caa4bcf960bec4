import { Box, LinearProgress, Typography } from '@mui/material';

interface ChecklistProgressProps {
  done: number;
  total: number;
  /** What is counted, as visible text ("3 of 5"). */
  text: string;
  /** The bar's accessible name, naming the list it measures. */
  label: string;
}

export function ChecklistProgress({ done, total, text, label }: ChecklistProgressProps) {
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={label}
        color={total > 0 && done === total ? 'success' : 'secondary'}
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {text}
      </Typography>
    </Box>
  );
}
