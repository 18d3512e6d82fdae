import type { CalculatorReply, FrozenFreshness } from '../calculators/calculators.schemas.ts';
import { incompleteNoteOf } from '../calculators/incomplete-price.ts';
import { sourceLabel } from '../market-data/source-label.ts';
import { formatMoneyIn } from '../pricing/currency-minor-units.ts';
import type { BuyerCopyKind, BuyerQuote, BuyerQuoteLine, PinnedPublications } from './quotes.schemas.ts';

/**
 * An amount as the quote prints it: two decimals (none in a zero-decimal currency, docs/decisions/0119), thousands
 * grouped (the PDF and the page alike).
 */
export const quoteAmount = (value: number, currencyCode?: string | null): string =>
  formatMoneyIn(value, currencyCode);

/** An instant as the quote prints it, in UTC so the buyer and the seller read the same time. */
export const quoteTime = (epochMs: number | null): string =>
  epochMs === null ? '—' : `${new Date(epochMs).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * Where the figures came from, as the PDF and the quote page both print it: the pinned publications and rule tables
 * and the day, the contract's settlement and the FX rates' time.
 */
export const quoteProvenanceLines = (quote: {
  publications: PinnedPublications;
  calculator: CalculatorReply;
}): string[] => {
  const contract = quote.calculator.costBlocks.find((block) => block.type === 'Contract');
  const { publications, calculator } = quote;
  return [
    `Priced on ${publications.pricingDay} from price publication #${publications.prices}, FX publication #${publications.fx}` +
      (publications.freight > 0
        ? `, freight publication #${publications.freight}`
        : ', no freight publication') +
      // Duty, charges, premiums, polarisation and the freight models (decision 0050); older quotes used the files.
      (publications.rules !== undefined && publications.rules > 0
        ? ` and rule tables as of save #${publications.rules}.`
        : ' and the rule tables shipped with PSC.'),
    ...(contract
      ? [
          `${calculator.contractName} ${contract.provenance.period ?? ''}: ${contract.provenance.source}, settled ${quoteTime(contract.provenance.timestamp)}.`,
        ]
      : []),
    calculator.lastForexUpdated === null
      ? 'FX: no conversion.'
      : `FX: rates of ${quoteTime(calculator.lastForexUpdated)}.`,
  ];
};

export type WaterfallLine = { label: string; perTonne: number; source: string; subtotal: boolean };

/** The waterfall a quote prints: the blocks in the sum with their source, then FOB, CFR, CIF and DDP. */
export const quoteWaterfall = (calculator: CalculatorReply): WaterfallLine[] => [
  ...calculator.costBlocks
    .filter((block) => block.includedInSum)
    .map((block) => ({
      label: block.displayName,
      perTonne: block.price,
      source: block.provenance.source + (block.custom ? ' (user figure)' : ''),
      subtotal: false,
    })),
  ...calculator.subtotals.map((subtotal) => ({
    label: subtotal.displayName,
    perTonne: subtotal.price,
    source: subtotal.formula,
    subtotal: true,
  })),
];

/**
 * The words of a buyer's copy that are neither names nor figures. The API's copy is written in English, the spec's
 * words; a PDF passes its reader's (decision 0154).
 */
export type BuyerCopyWords = {
  route: (from: string, to: string) => string;
  cargo: (tons: string, currency: string) => string;
  freight: (mode: 'container' | 'bulk' | 'inland') => string;
  importTax: (tax: { name: string; rate: string; base: string; amount: string }) => string;
  /** The two sources a line names in words rather than by a publisher. */
  sellersFigure: string;
  sellersEstimate: string;
};
export const englishBuyerCopyWords: BuyerCopyWords = {
  route: (from, to) => `${from} to ${to}`,
  cargo: (tons, currency) => `${tons} t in ${currency}`,
  freight: (mode) => `${mode} freight`,
  importTax: ({ name, rate, base, amount }) => `${name} ${rate} % of ${base} ${amount}`,
  sellersFigure: "Seller's figure",
  sellersEstimate: "Seller's estimate",
};

/** What is priced, in one line: contract and period, the sea leg (or the destination), tonnes and currency. */
export const quoteSubject = (calculator: CalculatorReply, words = englishBuyerCopyWords): string => {
  const route = calculator.route
    ? words.route(calculator.route.fromPortName, calculator.route.toPortName)
    : calculator.destination.name;
  const cargo = words.cargo(calculator.tons.toLocaleString('en-US'), calculator.currencyCode);
  return `${calculator.contractName} ${calculator.period.displayName}; ${route}; ${cargo}${calculator.freight ? `, ${words.freight(calculator.freight.mode)}` : ''}`;
};

/** 'ICE Futures US, 2026-11-20 18:00 UTC': a buyer's line's short source and its date, as the PDF and page print it. */
export const quoteLineSource = (line: Pick<BuyerQuoteLine, 'source' | 'date'>): string =>
  line.date === null ? line.source : `${line.source}${line.source === '' ? '' : ', '}${quoteTime(line.date)}`;

/**
 * A line's source as a buyer reads it: the short name of a published source; the seller's estimate where PSC's
 * figure is an indicative default (an analyst's note, not market data); the seller's figure where the trader typed
 * it. Never the analyst's note itself.
 */
const buyerSourceOf = (block: CalculatorReply['costBlocks'][number], words: BuyerCopyWords): string => {
  if (block.custom) return words.sellersFigure;
  const { label, unverified } = sourceLabel(block.provenance.source);
  return unverified ? words.sellersEstimate : label;
};

/**
 * The buyer's copy of a frozen quote (decision 0096): what is priced in words, the delivered price, and with
 * 'lines' each line of the waterfall with a short source and its date. Nothing else of the calculator: no ids, no
 * finance terms, no notes.
 */
export const buyerCopyOf = (
  calculator: CalculatorReply,
  copy: BuyerCopyKind,
  pricedOn: string,
  /** The quote's frozen freshness; null for quotes frozen before it was kept. */
  freshness: FrozenFreshness | null,
  words = englishBuyerCopyWords,
): BuyerQuote => {
  const lines: BuyerQuoteLine[] =
    copy === 'price'
      ? []
      : [
          ...calculator.costBlocks
            .filter((block) => block.includedInSum)
            .map((block) => ({
              label: block.displayName,
              perTonne: block.price,
              source: buyerSourceOf(block, words),
              date: block.custom ? null : block.provenance.timestamp,
              subtotal: false,
            })),
          ...calculator.subtotals.map((subtotal) => ({
            label: subtotal.displayName,
            perTonne: subtotal.price,
            source: '',
            date: null,
            subtotal: true,
          })),
        ];
  return {
    copy,
    subject: quoteSubject(calculator, words),
    currencyCode: calculator.currencyCode,
    tons: calculator.tons,
    price: calculator.price,
    total: calculator.total,
    pricedOn,
    lines,
    incompleteNote: incompleteNoteOf(calculator),
    inputsAsOf: (freshness?.inputs ?? []).map((input) => ({ name: input.name, asOf: input.asOf })),
    importTaxes:
      copy === 'price'
        ? []
        : (calculator.importTaxes?.lines ?? []).map((line) => ({
            label: words.importTax({
              name: line.name,
              rate: String(Math.round(line.rate * 10000) / 100),
              base: line.baseName,
              amount: quoteAmount(line.basePrice, calculator.currencyCode),
            }),
            perTonne: line.price,
            total: line.total,
            source: line.source,
          })),
  };
};

/** 'New York #11 2026-11-20; EUR per US dollar 2026-11-20': the buyer's as-of line (PDF and share page). */
export const quoteInputsAsOf = (inputs: BuyerQuote['inputsAsOf']): string =>
  inputs.map((input) => `${input.name} ${input.asOf ?? 'not published'}`).join('; ');
