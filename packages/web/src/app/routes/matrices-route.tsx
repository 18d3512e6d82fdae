import { paths } from '#config/paths.ts';
import { MatricesList } from '../../features/matrices/components/matrices-list.tsx';
import { useReadOnly } from './use-read-only.ts';

/** /matrices: My Matrices. */
export const MatricesRoute = () => (
  <MatricesList
    matrixHref={(id) => paths.matrix.to(id)}
    newHref={paths.newMatrix.path}
    readOnly={useReadOnly()}
  />
);
