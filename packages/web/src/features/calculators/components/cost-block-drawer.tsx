import { Suspense } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import CloseIcon from '@mui/icons-material/Close';
import type { CalculatorReply, CostBlockReply } from '@psc/core/calculators/calculators.schemas';
import { CostBlockPanel } from './cost-block-panel.tsx';
import { DestinationChargesPanel } from './destination-charges-panel.tsx';
import { ForexPanel } from './forex-panel.tsx';

type CostBlockDrawerProps = {
  calculator: CalculatorReply;
  /** The block whose panel is open, as the calculator now on the card has it; null when closed. */
  block: CostBlockReply | null;
  readOnly: boolean;
  onClose: () => void;
};

/** The side panel a cost block opens (§9): destination charges, the user's FX rate, or the block's own figure. */
export const CostBlockDrawer = ({ calculator, block, readOnly, onClose }: CostBlockDrawerProps) => (
  <Drawer anchor="right" open={block !== null} onClose={onClose}>
    <Box sx={{ width: { xs: '85vw', sm: 360 }, p: 2 }} role="dialog" aria-label="Cost block panel">
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <IconButton aria-label="Close panel" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      {block !== null &&
        (block.type === 'Loading' ? (
          <DestinationChargesPanel
            total={block.price}
            currencyCode={calculator.currencyCode}
            premium={calculator.destinationPremium}
          />
        ) : block.type === 'Forex' ? (
          // The side panels' words come in the catalogues' screens part, fetched as it first opens (decision
          // 0138): the card on Home carries none of them.
          <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
            <ForexPanel
              key={`Forex-${calculator.id}`}
              calculator={calculator}
              block={block}
              readOnly={readOnly}
            />
          </Suspense>
        ) : (
          <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
            <CostBlockPanel
              key={`${block.type}-${calculator.id}`}
              calculator={calculator}
              block={block}
              readOnly={readOnly}
            />
          </Suspense>
        ))}
    </Box>
  </Drawer>
);
