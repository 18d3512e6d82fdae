import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { CostBlockReply } from '@psc/core/calculators/calculators.schemas';
import { scaleCostBlockChart, trueScaleCostBlockChart } from '@psc/core/pricing/chart-scaling';
import { useChartScale, type ChartScale } from '../hooks/use-chart-scale.ts';
import { formatMoney } from '../utils/calculator-format.ts';

/**
 * §9 chart scaling (core's scaleCostBlockChart): the smallest block is raised to at least 20 % of a total that has
 * 9 × the smallest added; Forex is a rate, never a bar. One stacked column, the waterfall read bottom-up. True scale
 * is the default (issue 48 item 7: the scaled column drew 0.90 $/t of insurance taller than 26.23 $/t of freight);
 * the spec's scaled chart is one click away, and the choice is remembered (useChartScale).
 */
export const CostBlockChart = ({ blocks }: { blocks: readonly CostBlockReply[] }) => {
  const [scale, setScale] = useChartScale();
  const input = blocks.map((block) => ({ type: block.type, price: block.price }));
  const { bars } = scale === 'spec' ? scaleCostBlockChart(input) : trueScaleCostBlockChart(input);
  const byType = new Map(blocks.map((block) => [block.type as string, block]));
  return (
    <Stack spacing={0.5}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={scale}
        onChange={(_event, next: ChartScale | null) => (next === null ? undefined : setScale(next))}
        aria-label="Chart scale"
      >
        <ToggleButton value="true">True scale</ToggleButton>
        <ToggleButton value="spec">Scaled</ToggleButton>
      </ToggleButtonGroup>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'stretch' }} aria-label="Cost block chart">
        <Box
          sx={{
            width: 48,
            height: 180,
            display: 'flex',
            flexDirection: 'column-reverse',
            borderRadius: 1,
            overflow: 'hidden',
            bgcolor: 'grey.100',
          }}
        >
          {bars.map((bar) => {
            const block = byType.get(bar.type);
            return (
              <Tooltip key={bar.type} title={`${block?.displayName ?? bar.type}: ${formatMoney(bar.bPrice)}`}>
                <Box
                  data-testid={`chart-bar-${bar.type}`}
                  sx={{ height: `${bar.height * 100}%`, bgcolor: block?.color ?? 'grey.500' }}
                />
              </Tooltip>
            );
          })}
        </Box>
        <Stack spacing={0.25} sx={{ justifyContent: 'flex-end' }}>
          {[...bars].reverse().map((bar) => (
            <Stack key={bar.type} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
              <Box sx={{ width: 10, height: 10, borderRadius: 0.5, bgcolor: byType.get(bar.type)?.color }} />
              <Typography variant="caption">{byType.get(bar.type)?.displayName}</Typography>
            </Stack>
          ))}
        </Stack>
      </Stack>
    </Stack>
  );
};
