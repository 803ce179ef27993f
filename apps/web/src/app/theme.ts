import { createTheme, type PaletteMode } from '@mui/material/styles';

/**
 * Deep navy for trust, warm amber for momentum: the brand's two colours. `locales` are MUI's and MUI X's texts
 * in the reader's language (i18n/theme-locales), none for English.
 */
export function createAppTheme(mode: PaletteMode, locales: readonly object[] = []) {
  const dark = mode === 'dark';
  return createTheme({
    palette: {
      mode,
      primary: { main: dark ? '#8fb8ea' : '#1f3a5f', contrastText: dark ? '#0b1726' : '#ffffff' },
      secondary: { main: '#f4b942', contrastText: '#1b1b1b' },
      success: { main: dark ? '#66bb6a' : '#2e7d32' },
      warning: { main: dark ? '#ffb74d' : '#9a5b00' },
      background: dark ? { default: '#0d1520', paper: '#142030' } : { default: '#f6f8fb', paper: '#ffffff' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: '"Inter Variable", "Inter", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      h1: { fontWeight: 800, letterSpacing: '-0.02em' },
      h2: { fontWeight: 800, letterSpacing: '-0.02em' },
      h3: { fontWeight: 700 },
      h4: { fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      // Without elevation MUI's focus cue on buttons is faint: keyboard users get a clear outline everywhere.
      MuiButtonBase: {
        styleOverrides: {
          root: ({ theme }) => ({
            '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
          }),
        },
      },
      MuiTextField: { defaultProps: { fullWidth: true } },
    },
  }, ...locales);
}
