import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { paths } from '#config/paths.ts';
import { calculatorsQueryKey } from '../../features/calculators/api/get-calculators.ts';
import { MatrixPage } from '../../features/matrices/components/matrix-page.tsx';
import { DdpHistoryPanel } from '../../features/calculators/components/ddp-history-panel.tsx';
import { FreezeQuoteButton } from '../../features/quotes/components/freeze-quote-button.tsx';
import { useReadOnly } from './use-read-only.ts';

/** /matrices/{matrixId}: the matrix priced now; a cell opened as a calculator shows on its own page. */
export const MatrixRoute = () => {
  const { matrixId = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <MatrixPage
      key={matrixId}
      matrixId={matrixId}
      readOnly={useReadOnly()}
      editHref={paths.editMatrix.to(matrixId)}
      onOpened={(calculatorId) => {
        void queryClient.invalidateQueries({ queryKey: calculatorsQueryKey });
        void navigate(paths.calculator.to(calculatorId));
      }}
      onDeleted={() => void navigate(paths.matrices.path)}
      cellDetails={(cell) => <DdpHistoryPanel source={{ matrixId, ...cell }} />}
      cellActions={(cell) => (
        <FreezeQuoteButton
          target={{ matrixId, ...cell }}
          onFrozen={(quoteId) => void navigate(paths.quote.to(quoteId))}
        />
      )}
    />
  );
};
