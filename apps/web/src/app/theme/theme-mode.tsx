import { createContext, use, useMemo, useState, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider, useMediaQuery } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { THEME_MODES, type ThemeMode } from '@trilha/shared';
import { createAppTheme } from './theme';

export const THEME_MODE_KEY = 'themeMode';

interface ThemeModeValue {
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
}

const ThemeModeContext = createContext<ThemeModeValue | undefined>(undefined);

function storedMode(): ThemeMode {
  const stored = localStorage.getItem(THEME_MODE_KEY);
  return (THEME_MODES as readonly string[]).includes(stored ?? '') ? (stored as ThemeMode) : 'system';
}

export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const [mode, setModeState] = useState<ThemeMode>(storedMode);
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const lessMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const paletteMode = mode === 'system' ? (prefersDark ? 'dark' : 'light') : mode;
  // The components' own texts follow the interface language.
  const { t } = useTranslation();
  const theme = useMemo(
    () =>
      createAppTheme(paletteMode, {
        lessMotion,
        texts: {
          open: t('common.components.open'),
          close: t('common.components.close'),
          clear: t('common.components.clear'),
          noOptions: t('common.components.noOptions'),
          loading: t('common.components.loading'),
        },
      }),
    // `t` is a new function after a change of language (react-i18next), so the texts follow it.
    [paletteMode, lessMotion, t],
  );
  const value = useMemo<ThemeModeValue>(
    () => ({
      mode,
      setMode: (next) => {
        localStorage.setItem(THEME_MODE_KEY, next);
        setModeState(next);
      },
    }),
    [mode],
  );
  return (
    <ThemeModeContext value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </ThemeModeContext>
  );
}

export function useThemeMode(): ThemeModeValue {
  const value = use(ThemeModeContext);
  if (!value) throw new Error('useThemeMode needs a ThemeModeProvider');
  return value;
}
