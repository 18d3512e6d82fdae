export type BoardRow = {
  displayOrder?: number;
  lastUpdated: number | null;
  demo: boolean;
  publisher: string | null;
};

export type BoardSummary = {
  /** When the first row after sorting by displayOrder was updated (§2.6: 'Last Updated: 5 mins ago'); null when nothing is published. */
  lastUpdatedMs: number | null;
  /** The analyst named as the board's author. */
  author: string | null;
  demo: boolean;
};

export const summarizeBoard = (rows: readonly BoardRow[]): BoardSummary => {
  const sorted = [...rows].sort((a, b) => (a.displayOrder ?? 0) - (b.displayOrder ?? 0));
  const first = sorted.find((row) => row.lastUpdated !== null);
  return {
    lastUpdatedMs: first?.lastUpdated ?? null,
    author: first?.publisher ?? null,
    demo: rows.some((row) => row.demo),
  };
};
