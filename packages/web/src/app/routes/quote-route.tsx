import { useNavigate, useParams } from 'react-router';
import { paths } from '#config/paths.ts';
import { QuoteDetail } from '../../features/quotes/components/quote-detail.tsx';
import { useReadOnly } from './use-read-only.ts';

/** /quotes/{quoteId}: one quote, with its link, documents and actuals. */
export const QuoteRoute = () => {
  const { quoteId = '' } = useParams();
  const navigate = useNavigate();
  return (
    <QuoteDetail
      key={quoteId}
      quoteId={quoteId}
      readOnly={useReadOnly()}
      calculatorHref={(id) => paths.calculator.to(id)}
      onDeleted={() => void navigate(paths.quotes.path)}
    />
  );
};
