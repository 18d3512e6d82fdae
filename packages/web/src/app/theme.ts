import { createTheme, type Theme } from '@mui/material/styles';

const leftToRight = createTheme({
  palette: {
    primary: { main: '#1b4d3e', contrastText: '#ffffff' },
    secondary: { main: '#c98a12', contrastText: '#1a1a1a' },
    background: { default: '#f5f6f4' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
  },
});

// MUI's own breakpoints are the spec's 600/900/1200 px; 500 and 800 px are used as numbers.
export const theme = leftToRight;

let rightToLeft: Theme | null = null;

/** The theme for a reading direction: Arabic's mirrors MUI's components (decision 0123). */
export const themeFor = (direction: 'ltr' | 'rtl'): Theme => {
  if (direction === 'ltr') return leftToRight;
  rightToLeft ??= createTheme(leftToRight, { direction: 'rtl' });
  return rightToLeft;
};
