import { useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import { paths } from '#config/paths.ts';
import { CalculatorForm } from '../../features/calculators/components/calculator-form.tsx';
import { ManageDestinationsDialog } from '../../features/destinations/components/manage-destinations-dialog.tsx';
import { EditorsOnly } from './editors-only.tsx';

/** §2.3: on success the form closes and the home screen shows. */
export const NewCalculatorRoute = () => {
  const navigate = useNavigate();
  const [managing, setManaging] = useState(false);
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto' }}>
      <EditorsOnly action="create calculators">
        <CalculatorForm
          onClose={() => void navigate(paths.calculators.path)}
          onManageDestinations={() => setManaging(true)}
        />
        <ManageDestinationsDialog open={managing} onClose={() => setManaging(false)} readOnly={false} />
      </EditorsOnly>
    </Box>
  );
};
