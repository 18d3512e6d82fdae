import { fieldMessages } from './field-messages.ts';

/** Why a text is not an amount; the message is shown to the user after 'Your request is invalid:'. */
export type DecimalParseResult =
  { readonly ok: true; readonly value: number } | { readonly ok: false; readonly message: string };

// Digits with an optional fraction; thousands separators only as whole groups of three ('1,234.5', never '12,3,4').
const plain = /^\d+(\.\d+)?$/;
const grouped = /^\d{1,3}(,\d{3})+(\.\d+)?$/;
// Scientific notation, where a field allows it: '1.5e3', '9.99e22', '2E-1'.
const scientific = /^\d+(\.\d+)?[eE][+-]?\d+$/;

export type DecimalOptions = {
  /** Field label used in messages, e.g. 'Land Freight Cost': one of `fieldLabelMessages`, for the web to translate. */
  readonly label: string;
  /** Inclusive lower bound (default 0: amounts are never negative). */
  readonly min?: number;
  /** Exclusive upper bound. */
  readonly below?: number;
  /** Strip every comma before parsing instead of checking the groups (the tonnes input, calculators.md §5). */
  readonly stripCommas?: boolean;
  /** Accept scientific notation ('1.5e3'): the tonnes input takes any number in its range (calculators.md §5). */
  readonly exponent?: boolean;
};

/**
 * Parses an amount typed by a person, strictly: '1,234.50' and '12.5' are numbers; '12,3,4', 'abc', '1e3', '' and
 * anything that would become NaN or Infinity are refused with a message. Never returns a non-finite value.
 */
export const parseDecimal = (text: string, options: DecimalOptions): DecimalParseResult => {
  const trimmed = text.trim();
  const min = options.min ?? 0;
  if (trimmed === '') return { ok: false, message: fieldMessages.required(options.label) };
  const negative = trimmed.startsWith('-');
  const digits = negative ? trimmed.slice(1) : trimmed;
  const candidate = options.stripCommas === true ? digits.replaceAll(',', '') : digits;
  const notation = options.exponent === true && scientific.test(candidate);
  if (!plain.test(candidate) && !grouped.test(candidate) && !notation)
    return { ok: false, message: fieldMessages.notANumber(options.label, text) };
  const value = Number(candidate.replaceAll(',', '')) * (negative ? -1 : 1);
  if (!Number.isFinite(value)) return { ok: false, message: fieldMessages.tooLarge(options.label) };
  if (value < min) return { ok: false, message: fieldMessages.atLeast(options.label, min) };
  if (options.below !== undefined && value >= options.below)
    return { ok: false, message: fieldMessages.below(options.label, options.below) };
  return { ok: true, value: value === 0 ? 0 : value };
};
