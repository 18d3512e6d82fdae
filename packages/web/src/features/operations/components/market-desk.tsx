import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MarketDashboard } from './market-dashboard.tsx';
import { FreightImport } from './freight-import.tsx';
import { FxImport } from './fx-import.tsx';
import { PriceHistory } from './price-history.tsx';
import { PriceImport } from './price-import.tsx';

/** The analyst's desk: what traders read now, and the day's price, FX and freight publications. */
export const MarketDesk = () => (
  <>
    <Typography variant="h5" component="h1" gutterBottom>
      Market desk
    </Typography>
    <Paper component="section" aria-labelledby="series-title" sx={{ p: 2, mb: 3 }}>
      <Typography id="series-title" variant="h6" component="h2" gutterBottom>
        Series
      </Typography>
      <MarketDashboard />
    </Paper>
    <Paper component="section" aria-labelledby="history-title" sx={{ p: 2, mb: 3 }}>
      <Typography id="history-title" variant="h6" component="h2" gutterBottom>
        Price history
      </Typography>
      <PriceHistory />
    </Paper>
    <Paper component="section" aria-labelledby="publish-title" sx={{ p: 2 }}>
      <Typography id="publish-title" variant="h6" component="h2" gutterBottom>
        Publish prices
      </Typography>
      <PriceImport />
    </Paper>
    <Paper component="section" aria-labelledby="publish-fx-title" sx={{ p: 2, mt: 3 }}>
      <Typography id="publish-fx-title" variant="h6" component="h2" gutterBottom>
        Publish FX rates
      </Typography>
      <FxImport />
    </Paper>
    <Paper component="section" aria-labelledby="publish-freight-title" sx={{ p: 2, mt: 3 }}>
      <Typography id="publish-freight-title" variant="h6" component="h2" gutterBottom>
        Publish bulk freight
      </Typography>
      <FreightImport />
    </Paper>
  </>
);
