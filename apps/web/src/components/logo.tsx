import { Box, Typography } from '@mui/material';

/** The route mark: a dotted trail towards a map pin. */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <Box component="svg" viewBox="0 0 64 64" sx={{ width: size, height: size, flexShrink: 0 }} aria-hidden>
      <rect width="64" height="64" rx="14" fill="#0B2545" />
      <path
        d="M14 46c8-2 10-10 18-12s12-8 18-16"
        fill="none"
        stroke="#F28C28"
        strokeWidth="5"
        strokeLinecap="round"
        strokeDasharray="1 9"
      />
      <circle cx="14" cy="46" r="5" fill="#F28C28" />
      <path
        d="M50 10a8 8 0 0 0-8 8c0 6 8 14 8 14s8-8 8-14a8 8 0 0 0-8-8zm0 11a3 3 0 1 1 0-6 3 3 0 0 1 0 6z"
        fill="#fff"
      />
    </Box>
  );
}

export function Logo({ size = 36, color = 'inherit' }: { size?: number; color?: string }) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25, color }}>
      <LogoMark size={size} />
      <Typography component="span" sx={{ fontWeight: 700, fontSize: size * 0.62, letterSpacing: 0.3 }}>
        Trilha
      </Typography>
    </Box>
  );
}
