import { formatRelativeTime } from '@psc/core/shared/relative-time';

export type BoardRow = {
  displayOrder?: number;
  lastUpdated: number | null;
  demo: boolean;
  publisher: string | null;
};

export type BoardSummary = {
  /** 'Last Updated: 5 mins ago' — the first row after sorting by displayOrder (§2.6); null when nothing is published. */
  lastUpdatedText: string | null;
  /** The analyst named as the board's author. */
  author: string | null;
  demo: boolean;
};

export const summarizeBoard = (rows: readonly BoardRow[], nowMs: number): BoardSummary => {
  const sorted = [...rows].sort((a, b) => (a.displayOrder ?? 0) - (b.displayOrder ?? 0));
  const first = sorted.find((row) => row.lastUpdated !== null);
  return {
    lastUpdatedText:
      first?.lastUpdated == null ? null : `Last Updated: ${formatRelativeTime(nowMs, first.lastUpdated)}`,
    author: first?.publisher ?? null,
    demo: rows.some((row) => row.demo),
  };
};
