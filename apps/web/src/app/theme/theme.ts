import { alpha, createTheme, type PaletteMode, type Theme } from '@mui/material/styles';

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
 * The texts MUI's components say themselves, for those the app uses: Autocomplete's buttons ("Open",
 * "Clear"…) and its empty and loading lists, and an Alert's close button. They come from the app's own
 * translations (common.json's `components`), already loaded for the interface language, rather than
 * from MUI's locale objects, which put every language's texts for every component on the first page.
 */
export interface ComponentTexts {
  open: string;
  close: string;
  clear: string;
  noOptions: string;
  loading: string;
}

const componentTexts = (texts: ComponentTexts) => ({
  components: {
    MuiAutocomplete: {
      defaultProps: {
        openText: texts.open,
        closeText: texts.close,
        clearText: texts.clear,
        noOptionsText: texts.noOptions,
        loadingText: texts.loading,
      },
    },
    MuiAlert: { defaultProps: { closeText: texts.close } },
  },
});

export function createAppTheme(
  mode: PaletteMode,
  { lessMotion = false, texts }: { lessMotion?: boolean; texts?: ComponentTexts } = {},
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
  const localized = texts ? createTheme(theme, componentTexts(texts)) : theme;
  return lessMotion ? createTheme(localized, reducedMotion) : localized;
}
