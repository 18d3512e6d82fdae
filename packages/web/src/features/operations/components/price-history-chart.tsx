import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { PriceHistoryReply } from '@psc/core/operations/operations.schemas';

/** A period's published price over time (uPlot, as the DDP history, docs/decisions/0046); the table beside it reads it aloud. */
const PriceHistoryChart = ({ history, label }: { history: PriceHistoryReply; label: string }) => {
  const container = useRef<HTMLDivElement>(null);
  const theme = useTheme();
  useEffect(() => {
    const element = container.current;
    if (element === null) return;
    const plot = new uPlot(
      {
        width: Math.max(element.clientWidth, 240),
        height: 220,
        // The data's own range: one point used to sit on a 2.5-year axis (issue 48). A single day gets a week.
        scales: {
          x: {
            time: true,
            range: (_plot, min, max) => (min === max ? [min - 3.5 * 86_400, max + 3.5 * 86_400] : [min, max]),
          },
        },
        series: [
          {},
          {
            label:
              history.points[0]?.unit === 'centsPerPound'
                ? 'US cents/lb'
                : `${history.points[0]?.currencyCode ?? ''}/t`,
            stroke: theme.palette.primary.main,
            width: 2,
            points: { show: history.points.length < 40 },
          },
        ],
        axes: [{ stroke: theme.palette.text.secondary }, { stroke: theme.palette.text.secondary, size: 60 }],
      },
      [history.points.map((point) => point.at / 1000), history.points.map((point) => point.price)],
      element,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(element.clientWidth, 240), height: 220 }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [history, theme]);
  return <Box ref={container} role="img" aria-label={label} sx={{ width: '100%', minHeight: 260 }} />;
};

export default PriceHistoryChart;
