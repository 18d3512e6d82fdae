import { paths } from '#config/paths.ts';
import { QuotesList } from '../../features/quotes/components/quotes-list.tsx';

/** /quotes: My Quotes. */
export const QuotesRoute = () => <QuotesList quoteHref={(id) => paths.quote.to(id)} />;
