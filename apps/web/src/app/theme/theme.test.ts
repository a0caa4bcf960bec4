import { describe, expect, it } from 'vitest';
import { createAppTheme } from './theme';

describe('createAppTheme', () => {
  it('moves as usual when nobody asked for less motion', () => {
    const theme = createAppTheme('light');
    expect(theme.transitions.create('opacity')).toMatch(/^opacity \d+ms/);
    expect(theme.transitions.duration.enteringScreen).toBeGreaterThan(0);
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBeUndefined();
  });

  it('drops transitions and ripples for a person who asked their system for less motion', () => {
    for (const mode of ['light', 'dark'] as const) {
      const theme = createAppTheme(mode, { lessMotion: true });
      expect(theme.transitions.create('opacity')).toBe('none');
      expect(Object.values(theme.transitions.duration).every((ms) => ms === 0)).toBe(true);
      expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
      // The rest of the look is untouched: the palette and the focus ring.
      expect(theme.palette.mode).toBe(mode);
      expect(theme.components?.MuiCssBaseline?.styleOverrides).toEqual(
        createAppTheme(mode).components?.MuiCssBaseline?.styleOverrides,
      );
    }
  });
});
