import Box from '@mui/material/Box';
import type { NewsFlag } from '../utils/news-images.ts';

/** A small flag, or its two letters when the app ships no picture of it. */
export const CountryFlag = ({ flag }: { flag: NewsFlag }) =>
  flag.url !== null ? (
    <Box
      component="img"
      src={flag.url}
      alt={`Flag ${flag.code.toUpperCase()}`}
      width={30}
      height={20}
      sx={{ display: 'block', borderRadius: 0.5, boxShadow: 1, bgcolor: 'background.paper' }}
    />
  ) : (
    <Box
      component="span"
      aria-label={`Flag ${flag.code.toUpperCase()}`}
      sx={{
        display: 'inline-block',
        px: 0.75,
        borderRadius: 0.5,
        bgcolor: 'background.paper',
        boxShadow: 1,
        fontSize: 12,
        fontWeight: 700,
        lineHeight: '20px',
      }}
    >
      {flag.code.toUpperCase()}
    </Box>
  );
