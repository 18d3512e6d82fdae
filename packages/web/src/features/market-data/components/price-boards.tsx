import { useSearchParams } from 'react-router';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BrazilBoard } from './brazil-board.tsx';
import { EuropeBoard } from './europe-board.tsx';
import { FuturesBoard } from './futures-board.tsx';
import { WhitePremiumBoard } from './white-premium-board.tsx';
import { priceBoardsMinHeight } from './price-boards-size.ts';
import { useMessages } from '#lib/i18n/use-messages.ts';

// Contract and board names stay as the exchanges write them; White Premium is a word (its tab is translated).
const tabs = [
  { id: 'london5', label: 'ICE London #5', board: () => <FuturesBoard contractId="London5" /> },
  { id: 'newyork11', label: 'ICE NewYork #11', board: () => <FuturesBoard contractId="NewYork11" /> },
  { id: 'white-premium', label: 'boards.whitePremium', board: () => <WhitePremiumBoard /> },
  { id: 'brazil', label: 'SOL Brazil', board: () => <BrazilBoard /> },
  { id: 'europe', label: 'SOL Europe', board: () => <EuropeBoard /> },
] as const;

/** The home screen's price boards: five tabs kept at the bottom of the window (calculators.md §2.6); the tab is in the URL (?board=). */

export const PriceBoards = () => {
  const t = useMessages();
  const [searchParams, setSearchParams] = useSearchParams();
  const labelOf = (tab: (typeof tabs)[number]) => (tab.id === 'white-premium' ? t(tab.label) : tab.label);
  const selected = tabs.find((tab) => tab.id === searchParams.get('board')) ?? tabs[0];
  return (
    <Box
      sx={{
        width: '100%',
        maxWidth: 960,
        mx: 'auto',
        display: 'flex',
        flexDirection: 'column',
        minHeight: priceBoardsMinHeight,
      }}
    >
      <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
        {t('boards.title')}
      </Typography>
      <Box role="tabpanel" id="price-board" aria-label={labelOf(selected)} sx={{ mb: 2 }}>
        {selected.board()}
      </Box>
      <Paper
        elevation={3}
        sx={{ position: 'sticky', bottom: 0, mt: 'auto', pt: 0, zIndex: (theme) => theme.zIndex.appBar }}
      >
        <BottomNavigation
          component="nav"
          aria-label={t('boards.nav')}
          showLabels
          value={selected.id}
          onChange={(_event, value: string) =>
            setSearchParams(value === tabs[0].id ? {} : { board: value }, { replace: true })
          }
          sx={{ height: 'auto', minHeight: 56 }}
        >
          {tabs.map((tab) => (
            <BottomNavigationAction
              key={tab.id}
              value={tab.id}
              label={labelOf(tab)}
              aria-current={tab.id === selected.id ? 'page' : undefined}
              sx={{
                minWidth: 0,
                px: 0.5,
                py: 1,
                borderTop: 3,
                borderColor: 'transparent',
                '&.Mui-selected': { borderColor: 'primary.main', color: 'primary.main' },
                '& .MuiBottomNavigationAction-label, & .MuiBottomNavigationAction-label.Mui-selected': {
                  fontSize: { xs: '0.72rem', sm: '0.85rem' },
                  lineHeight: 1.2,
                  whiteSpace: 'normal',
                  textAlign: 'center',
                },
                '&.Mui-selected .MuiBottomNavigationAction-label': { fontWeight: 700 },
              }}
            />
          ))}
        </BottomNavigation>
      </Paper>
    </Box>
  );
};
