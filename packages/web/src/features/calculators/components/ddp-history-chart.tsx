import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { CalculatorHistoryReply } from '@psc/core/calculators/calculators.schemas';

/**
 * The DDP per tonne and the card's Contract line at each publication, as lines over time (uPlot, docs/decisions/0046).
 * A canvas says nothing to a screen reader: the panel offers the same points as a table.
 */
const DdpHistoryChart = ({ history, label }: { history: CalculatorHistoryReply; label: string }) => {
  const container = useRef<HTMLDivElement>(null);
  const theme = useTheme();

  useEffect(() => {
    const element = container.current;
    if (element === null) return;
    const seconds = history.points.map((point) => point.at / 1000);
    const plot = new uPlot(
      {
        width: Math.max(element.clientWidth, 240),
        height: 240,
        scales: { x: { time: true } },
        series: [
          {},
          {
            label: `DDP ${history.currencyCode}/t`,
            stroke: theme.palette.primary.main,
            width: 2,
            points: { show: history.points.length < 40 },
          },
          {
            label: `Contract ${history.currencyCode}/t`,
            stroke: theme.palette.warning.main,
            width: 1.5,
            dash: [6, 4],
            points: { show: history.points.length < 40 },
          },
        ],
        axes: [{ stroke: theme.palette.text.secondary }, { stroke: theme.palette.text.secondary, size: 60 }],
      },
      [seconds, history.points.map((point) => point.ddp), history.points.map((point) => point.contract)],
      element,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(element.clientWidth, 240), height: 240 }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [history, theme]);

  return <Box ref={container} role="img" aria-label={label} sx={{ width: '100%', minHeight: 280 }} />;
};

export default DdpHistoryChart;
