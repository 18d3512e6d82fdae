// Prices varied calculators in a tight loop on one core and prints calculators priced per second.
// Run: npx tsx bench/engine-throughput.ts [seconds=5] [distinctInputs=10000] [shared|independent]
import { createFxTable } from '../packages/core/src/pricing/fx-table.ts';
import { priceCalculator } from '../packages/core/src/pricing/price-calculator.ts';
import type { PriceUnit } from '../packages/core/src/market-data/contracts.ts';
import type {
  AmountInput,
  BlockAdjustment,
  ContractPriceInput,
  PricingInput,
} from '../packages/core/src/pricing/pricing-input.ts';
import { freightLine } from '../packages/core/src/pricing/resolve-helpers.ts';

const measureSeconds = Number(process.argv[2] ?? 5);
const distinctInputs = Number(process.argv[3] ?? 10_000);
const rowsMode = process.argv[4] === 'independent' ? 'independent' : 'shared';

const fx = createFxTable({
  id: 'bench',
  publishedAt: 0,
  source: 'bench',
  publisher: 'bench',
  isDemo: true,
  rates: [
    { currencyCode: 'EUR', unitsPerUsd: 0.92, timestamp: 0 },
    { currencyCode: 'GBP', unitsPerUsd: 0.79, timestamp: 0 },
    { currencyCode: 'INR', unitsPerUsd: 84.1, timestamp: 0 },
    { currencyCode: 'BRL', unitsPerUsd: 5.4, timestamp: 0 },
  ],
});
const currencies = ['USD', 'EUR', 'GBP', 'INR', 'BRL'] as const;

// A small deterministic generator so every run prices the same inputs.
let seed = 42;
const random = (): number => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
// Rows are built as the server builds them (core's resolve-*.ts): one literal per kind with every field in one order,
// so V8 gives each kind one hidden class. Spreading a row into a literal with more fields (`{ ...row, unit }`) gives
// every object a class of its own, and the engine's reads of them go megamorphic: this bench once built its rows that
// way and measured that instead (docs/benchmarks-log.md 'Pricing engine throughput').
const ref = { source: 'bench', period: 'Mar-27', timestamp: 0 } as const;
const range = (currencyCode: string, mid: number): AmountInput => ({
  price: mid,
  lowPrice: mid * 0.95,
  highPrice: mid * 1.05,
  currencyCode,
  source: ref.source,
  period: ref.period,
  timestamp: ref.timestamp,
});
const contractRow = (mid: number, unit: PriceUnit): ContractPriceInput => ({
  price: mid,
  lowPrice: mid * 0.95,
  highPrice: mid * 1.05,
  currencyCode: 'USD',
  unit,
  source: ref.source,
  period: ref.period,
  timestamp: ref.timestamp,
});
const adjustment = (): BlockAdjustment => {
  const roll = random();
  if (roll < 0.1) return { active: false, customCost: null };
  if (roll < 0.2) return { active: true, customCost: 10 + random() * 50 };
  return { active: true, customCost: null };
};

// As in production, calculators share reference rows (a period's price, a port's charges, a duty rule) and differ in
// how they combine them, their currency, tonnage and block choices.
// 'independent' gives every calculator its own copy of every row: the worst case for the CPU caches.
const pool = <T>(size: number, make: () => T): (() => T) => {
  if (rowsMode === 'independent') return make;
  const rows = Array.from({ length: size }, make);
  return () => pick(rows);
};
const newYorkPrices = pool(8, () => contractRow(14 + random() * 10, 'centsPerPound'));
const londonPrices = pool(10, () => contractRow(400 + random() * 200, 'perTonne'));
const premiums = pool(100, () => range(pick(currencies), random() * 100));
const freights = pool(500, () =>
  freightLine(range('USD', 800 + random() * 3000), 20 + Math.floor(random() * 8), undefined, undefined),
);
// Issue 14's lines: bulk voyages per tonne for raws, polarisation, yield-adjusted duty and the Finance line.
const bulkFreights = pool(200, () =>
  freightLine(
    range('USD', 15 + random() * 30),
    25,
    'bulk',
    'bulk freight per tonne = voyage cost ÷ cargo × FX',
  ),
);
const polarisations = pool(20, () => ({
  rate: random() < 0.5 ? 0.042 : Math.round(random() * 475) / 10_000,
  degrees: 96 + random() * 4,
  gradeName: 'bench',
  method: 'scale' as const,
  source: ref.source,
  period: ref.period,
  timestamp: ref.timestamp,
}));
const finances = pool(50, () => ({
  carryRatePerYear: 0.04 + random() * 0.06,
  carryDays: 30 + Math.floor(random() * 60),
  lcRate: random() * 0.01,
  demurrageLow: random(),
  demurrageHigh: 1 + random() * 3,
  currencyCode: 'USD',
  source: ref.source,
  period: ref.period,
  timestamp: ref.timestamp,
}));
const insurances = pool(3, () => ({
  rate: 0.001 + Math.floor(random() * 3) / 1000,
  source: ref.source,
  period: ref.period,
  timestamp: ref.timestamp,
}));
const duties = pool(60, () => ({
  adValoremRate: random() < 0.5 ? 0.05 + random() * 0.3 : 0,
  specificPerTonne: random() < 0.3 ? 419 : 0,
  currencyCode: pick(currencies),
  yieldFactor: random() < 0.3 ? (2 * (96 + random() * 3.3) - 100) / 92 : 1,
  source: ref.source,
  period: ref.period,
  timestamp: ref.timestamp,
}));
const charges = pool(300, () => range(pick(currencies), random() * 40));
const landFreights = pool(300, () => range(pick(currencies), random() * 30));

const inputs: PricingInput[] = Array.from({ length: distinctInputs }, () => {
  const newYork = random() < 0.5;
  return {
    contractId: newYork ? 'NewYork11' : 'London5',
    currencyCode: pick(currencies),
    tons: Math.floor(random() * 50_000),
    contract: newYork ? newYorkPrices() : londonPrices(),
    premium: premiums(),
    seaFreight: newYork && random() < 0.7 ? bulkFreights() : freights(),
    insurance: insurances(),
    duty: duties(),
    loading: charges(),
    landFreight: landFreights(),
    polarisation: newYork ? polarisations() : null,
    finance: random() < 0.3 ? finances() : null,
    adjustments: {
      Premium: adjustment(),
      SeaFreight: adjustment(),
      Insurance: adjustment(),
      Duty: adjustment(),
      Loading: adjustment(),
      LandFreight: adjustment(),
    },
  };
});

let checksum = 0;
const run = (count: number): void => {
  for (let index = 0; index < count; index += 1)
    checksum += priceCalculator(inputs[index % distinctInputs] as PricingInput, fx).price;
};

const warmUpUntil = performance.now() + 1000;
while (performance.now() < warmUpUntil) run(10_000);

let priced = 0;
const started = performance.now();
const stopAt = started + measureSeconds * 1000;
while (performance.now() < stopAt) {
  run(10_000);
  priced += 10_000;
}
const elapsedSeconds = (performance.now() - started) / 1000;
const perSecond = Math.round(priced / elapsedSeconds);
console.log(
  `engine-throughput: ${priced} calculators in ${elapsedSeconds.toFixed(2)} s on one core = ${perSecond.toLocaleString('en-GB')} calculators/s (${distinctInputs} distinct inputs, ${rowsMode} rows, Node ${process.version}, checksum ${checksum.toFixed(0)})`,
);
