/**
 * The words every screen and export prints beside a DDP that leaves a cost out (decisions 0105, 0117): a price
 * without its duty is not a delivered duty-paid price, and says so wherever it is shown.
 */
export interface PriceCompleteness {
  /** Missing on replies stored before the mark existed: read as complete, as they were shown then. */
  readonly priceComplete?: boolean;
  readonly incompleteReason?: string | null;
}

/** 'Incomplete: Duty not known for Japan: the DDP excludes duty'; null when the price is complete. */
export const incompleteNoteOf = (priced: PriceCompleteness): string | null =>
  priced.priceComplete === false
    ? `Incomplete: ${priced.incompleteReason ?? 'the DDP leaves out a cost that is not known'}`
    : null;

/** The short mark a figure carries where there is no room for the reason (list, matrix cell, workbook cell). */
export const excludesDutyMark = 'excl. duty';
