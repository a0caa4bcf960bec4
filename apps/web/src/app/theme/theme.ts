import { alpha, createTheme, type PaletteMode, type Theme } from '@mui/material/styles';
import { enUS, esES, ptBR, type Localization } from '@mui/material/locale';
import type { Language } from '@trilha/shared';

const BRAND_BLUE = '#0B2545';
const BRAND_ORANGE = '#F28C28';

const palettes = {
  light: {
    primary: { main: BRAND_BLUE, light: '#13315C', dark: '#061629', contrastText: '#FFFFFF' },
    background: { default: '#F4F6FA', paper: '#FFFFFF' },
  },
  // The brand blue disappears on a dark background, so dark mode lifts it to a readable tint.
  dark: {
    primary: { main: '#8FB3E0', light: '#B5CDEB', dark: '#5F86B8', contrastText: BRAND_BLUE },
    background: { default: '#08111F', paper: '#0F1C2E' },
  },
} as const;

/**
 * What a person who asked their system for less motion (`prefers-reduced-motion: reduce`) gets: no
 * transitions (dialogs, menus, drawers and collapses appear at once) and no ripple on press; the focus
 * ring stays, as it is not motion.
 */
const reducedMotion = {
  transitions: {
    create: () => 'none',
    duration: {
      shortest: 0,
      shorter: 0,
      short: 0,
      standard: 0,
      complex: 0,
      enteringScreen: 0,
      leavingScreen: 0,
    },
  },
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
} as const;

/**
 * The components' own texts (Autocomplete's "Open" and "Clear", pagination, tables' rows per page…) in
 * the interface language. MUI's Spanish says "Abierto" (open, the state) on the button that opens a list.
 */
const COMPONENT_TEXTS: Record<Language, Localization> = {
  pt: ptBR,
  en: enUS,
  es: {
    components: {
      ...esES.components,
      MuiAutocomplete: {
        defaultProps: { ...esES.components?.MuiAutocomplete?.defaultProps, openText: 'Abrir' },
      },
    },
  },
};

export function createAppTheme(
  mode: PaletteMode,
  { lessMotion = false, language = 'pt' as Language } = {},
): Theme {
  const base = createTheme({
    palette: {
      mode,
      ...palettes[mode],
      // Dark text on the orange keeps the contrast above WCAG AA.
      secondary: { main: BRAND_ORANGE, light: '#F5A75C', dark: '#C96E12', contrastText: BRAND_BLUE },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: '"Poppins", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      h1: { fontSize: '2rem', fontWeight: 700 },
      h2: { fontSize: '1.6rem', fontWeight: 600 },
      h3: { fontSize: '1.3rem', fontWeight: 600 },
      h4: { fontSize: '1.1rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
  });
  const theme = createTheme(base, {
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          // A visible ring for keyboard users on everything focusable, including plain links.
          ':focus-visible': {
            outline: `3px solid ${base.palette.secondary.main}`,
            outlineOffset: 2,
          },
          a: {
            color: base.palette.mode === 'light' ? base.palette.primary.light : base.palette.primary.main,
          },
        },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiPaper: {
        styleOverrides: {
          outlined: { borderColor: alpha(base.palette.primary.main, 0.14) },
        },
      },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiTextField: { defaultProps: { fullWidth: true } },
      MuiLinearProgress: { styleOverrides: { root: { borderRadius: 4, height: 8 } } },
    },
  });
  const localized = createTheme(theme, COMPONENT_TEXTS[language]);
  return lessMotion ? createTheme(localized, reducedMotion) : localized;
}
