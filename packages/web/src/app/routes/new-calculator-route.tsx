import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { freePlanId } from '@psc/core/accounts/plans';
import { calculatorMessages } from '@psc/core/calculators/calculators.schemas';
import { paths } from '#config/paths.ts';
import { useMyAccount } from '../../features/accounts/api/get-my-account.ts';
import { useCalculators } from '../../features/calculators/api/get-calculators.ts';
import { CalculatorForm } from '../../features/calculators/components/calculator-form.tsx';
import { ManageDestinationsDialog } from '../../features/destinations/components/manage-destinations-dialog.tsx';
import { EditorsOnly } from './editors-only.tsx';

/**
 * The Free plan's allowance, when it is used up: said before the form is filled, not after (issue 48 item 14). The
 * server still refuses a create over it; this only spares the trader a form that cannot be saved.
 *
 * Decided only once the account and the list are known: deciding on no list showed the form, then the notice (a
 * list kept from an earlier visit), then the form again (the fresh list), and the second form had lost what the
 * trader had typed in the first (a journey's flake). From the notice to the form loses nothing.
 */
const useFreeAllowance = (): { decided: boolean; used: number | null } => {
  const account = useMyAccount();
  const calculators = useCalculators();
  if (account.data === undefined || calculators.data === undefined)
    return { decided: account.isError || calculators.isError, used: null };
  const { currentPlanId, numberOfSources } = account.data;
  return {
    decided: true,
    used: currentPlanId === freePlanId && calculators.data.length >= numberOfSources ? numberOfSources : null,
  };
};

/** §2.3: on success the form closes and the home screen shows. */
export const NewCalculatorRoute = () => {
  const navigate = useNavigate();
  const [managing, setManaging] = useState(false);
  const allowance = useFreeAllowance();
  const allowanceUsed = allowance.used;
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto' }}>
      <EditorsOnly action="createCalculators">
        {!allowance.decided ? (
          <Typography>Loading...</Typography>
        ) : allowanceUsed !== null ? (
          <Alert
            severity="info"
            data-testid="calculator-allowance"
            action={
              <Button color="inherit" component={RouterLink} to={`${paths.account.path}?upgrade=1`}>
                UPGRADE
              </Button>
            }
          >
            <AlertTitle>Upgrade to add more calculators</AlertTitle>
            {calculatorMessages.planLimit(allowanceUsed)}
          </Alert>
        ) : (
          <CalculatorForm
            // The carousel opens on the card just made, not on # 1 (issue 48 item 14).
            onClose={(createdId) =>
              void navigate(
                paths.calculators.path,
                createdId ? { state: { shownCalculatorId: createdId } } : {},
              )
            }
            onManageDestinations={() => setManaging(true)}
          />
        )}
        <ManageDestinationsDialog open={managing} onClose={() => setManaging(false)} readOnly={false} />
      </EditorsOnly>
    </Box>
  );
};
