import { Box, CircularProgress, Typography } from '@mui/material';

/** A full-area progress indicator with a fixed text (the route and session fallbacks). */
export function CenteredStatus({ text, fullPage = false }: { text: string; fullPage?: boolean }) {
  return (
    <Box
      role="status"
      sx={{
        minHeight: fullPage ? '100vh' : 240,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
      }}
    >
      <CircularProgress color="secondary" aria-hidden />
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}

/** Shown while a lazily loaded screen arrives (SPEC.md 2). */
export function PageFallback() {
  return <CenteredStatus text="Loading..." />;
}
