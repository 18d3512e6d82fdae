export interface ChartInputBlock {
  readonly type: string;
  readonly price: number;
}

export interface ChartBar {
  readonly type: string;
  /** The block's real amount. */
  readonly bPrice: number;
  /** The amount the bar is drawn for. */
  readonly cPrice: number;
  /** Share of the chart total, 0..1. */
  readonly height: number;
}

export interface ChartScale {
  readonly bars: ChartBar[];
  readonly chartTotal: number;
}

/**
 * calculators.md §9: so the smallest block stays visible, the chart total is the sum plus 9 × the smallest block,
 * and the smallest block's bar is raised to at least 20 % of that chart total. Forex is only a rate and never a bar.
 * Blocks at 0 (inactive) are drawn flat and are not "the smallest".
 */
export const scaleCostBlockChart = (blocks: readonly ChartInputBlock[]): ChartScale => {
  const drawn = blocks.filter((block) => block.type !== 'Forex');
  const sum = drawn.reduce((total, block) => total + block.price, 0);
  const positive = drawn.filter((block) => block.price > 0).map((block) => block.price);
  const minimum = positive.length > 0 ? Math.min(...positive) : 0;
  const chartTotal = sum + 9 * minimum;
  let minimumRaised = false;
  const bars = drawn.map((block) => {
    const isMinimum = !minimumRaised && minimum > 0 && block.price === minimum;
    if (isMinimum) minimumRaised = true;
    const cPrice = isMinimum ? Math.max(block.price, 0.2 * chartTotal) : block.price;
    return {
      type: block.type,
      bPrice: block.price,
      cPrice,
      height: chartTotal > 0 ? cPrice / chartTotal : 0,
    };
  });
  return { bars, chartTotal };
};

/**
 * The waterfall at true scale, beside the spec's chart (issue 12 item 27): each bar is its block's share of the
 * drawn total, so $0.92 of insurance is a sliver next to $60 of freight. A negative block (a discount premium)
 * cannot stack in one column: it is drawn flat, and its amount stays in the tooltip and the table.
 */
export const trueScaleCostBlockChart = (blocks: readonly ChartInputBlock[]): ChartScale => {
  const drawn = blocks.filter((block) => block.type !== 'Forex');
  const chartTotal = drawn.reduce((total, block) => total + Math.max(0, block.price), 0);
  const bars = drawn.map((block) => {
    const cPrice = Math.max(0, block.price);
    return {
      type: block.type,
      bPrice: block.price,
      cPrice,
      height: chartTotal > 0 ? cPrice / chartTotal : 0,
    };
  });
  return { bars, chartTotal };
};
