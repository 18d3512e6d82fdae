import { isWordRowName } from '@psc/core/pricing/cost-block-types';
import type { MessageKey } from './catalogue-store.ts';
import type { Translate } from './use-messages.ts';

/**
 * A waterfall step's or cost block's name in the reader's language (the card's words, app part): the calculator card
 * and the matrix name the same rows.
 */
export const rowName = (t: Translate, name: string): string =>
  isWordRowName(name) ? t(`calculator.row.${name}` as MessageKey) : name;
