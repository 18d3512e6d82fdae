import { useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { paths } from '#config/paths.ts';
import { useCalculators } from '../../features/calculators/api/get-calculators.ts';
import { CalculatorForm } from '../../features/calculators/components/calculator-form.tsx';
import { EditorsOnly } from './editors-only.tsx';

export const EditCalculatorRoute = () => {
  const { calculatorId } = useParams();
  const calculators = useCalculators();
  const navigate = useNavigate();
  if (calculators.isPending) return <Typography>Loading...</Typography>;
  if (calculators.data === undefined)
    return <Alert severity="error">Error: {calculators.error?.message}</Alert>;
  const calculator = calculators.data.find((candidate) => candidate.id === calculatorId);
  if (calculator === undefined) return <Typography>Nothing to display</Typography>;
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto' }}>
      <EditorsOnly action="changeCalculators">
        <CalculatorForm
          calculator={calculator}
          onClose={() => void navigate(paths.calculator.to(calculator.id))}
        />
      </EditorsOnly>
    </Box>
  );
};
