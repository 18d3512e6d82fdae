import Box from '@mui/material/Box';

/** The PSC mark: a price curve over a sugar crystal. Decorative; the link around it carries the name. */
export const Logo = ({ size = 32 }: { size?: number }) => (
  <Box
    component="svg"
    viewBox="0 0 32 32"
    width={size}
    height={size}
    aria-hidden
    focusable="false"
    sx={{ display: 'block' }}
  >
    <rect width="32" height="32" rx="7" fill="#ffffff" fillOpacity="0.14" />
    <path
      d="M5 22 L11 15 L16 18 L22 9 L27 12"
      fill="none"
      stroke="#f2c14e"
      strokeWidth="2.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
    <rect x="7" y="24" width="18" height="3" rx="1.5" fill="#ffffff" />
  </Box>
);
