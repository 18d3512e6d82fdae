import Stack from '@mui/material/Stack';
import { boardContractIds, contracts, type ContractId } from '@psc/core/market-data/contracts';
import { matrixPeriodNames } from '@psc/core/matrices/matrices.schemas';
import { useContractPeriods } from '#api/get-contract-periods.ts';
import { SelectField } from '#components/form/select-field.tsx';

export type MatrixChoice = { id: string; name: string; destinations: string[]; periodCount: number };

type MatrixTargetFieldsProps = {
  matrices: readonly MatrixChoice[];
  matrixId: string;
  destination: string;
  position: string;
  /** A new matrix starts again at its first destination and period. */
  onMatrixChange: (matrixId: string) => void;
  onDestinationChange: (destination: string) => void;
  onPositionChange: (position: string) => void;
};

/** A matrix column to watch: the matrix, one of its destinations and one of its periods. */
export const MatrixTargetFields = ({
  matrices,
  matrixId,
  destination,
  position,
  onMatrixChange,
  onDestinationChange,
  onPositionChange,
}: MatrixTargetFieldsProps) => {
  const matrix = matrices.find((candidate) => candidate.id === matrixId);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <SelectField
        id="alert-matrix"
        label="Matrix"
        value={matrixId}
        options={matrices.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
        onChange={onMatrixChange}
      />
      <SelectField
        id="alert-destination"
        label="Destination"
        value={destination}
        disabled={matrix === undefined}
        options={(matrix?.destinations ?? []).map((name, index) => ({
          value: String(index),
          label: name,
        }))}
        onChange={onDestinationChange}
      />
      <SelectField
        id="alert-position"
        label="Period"
        value={position}
        disabled={matrix === undefined}
        options={matrixPeriodNames
          .slice(0, matrix?.periodCount ?? 1)
          .map((name, index) => ({ value: String(index + 1), label: name }))}
        onChange={onPositionChange}
      />
    </Stack>
  );
};

type BoardTargetFieldsProps = {
  contractId: ContractId;
  periodId: string;
  /** A new basis starts again without a period. */
  onContractChange: (contractId: ContractId) => void;
  onPeriodChange: (periodId: string) => void;
};

/** A board price to watch: the basis and one of its open periods. */
export const BoardTargetFields = ({
  contractId,
  periodId,
  onContractChange,
  onPeriodChange,
}: BoardTargetFieldsProps) => {
  const periods = useContractPeriods(contractId);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <SelectField
        id="alert-contract"
        label="Basis"
        value={contractId}
        options={boardContractIds.map((id) => ({ value: id, label: contracts[id].displayName }))}
        onChange={(value) => onContractChange(value as ContractId)}
      />
      <SelectField
        id="alert-period"
        label="Period"
        value={periodId}
        options={(periods.data ?? [])
          .filter((period) => !period.concluded)
          .map((period) => ({ value: period.id, label: period.displayName }))}
        onChange={onPeriodChange}
      />
    </Stack>
  );
};
