import { useMediaQuery, type Theme } from '@mui/material';

/** Below `md` the trip screen is laid out for a phone: bottom navigation and the actions in a menu. */
export function useIsPhone(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
}
