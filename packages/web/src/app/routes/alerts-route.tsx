import { calculatorDisplayName } from '@psc/core/calculators/calculator-naming';
import { useGlobalDestinations } from '#api/get-global-destinations.ts';
import { useUserDestinations } from '#api/get-user-destinations.ts';
import { useCalculators } from '../../features/calculators/api/get-calculators.ts';
import { AlertsPage } from '../../features/alerts/components/alerts-page.tsx';
import { useMatrices } from '../../features/matrices/api/get-matrices.ts';
import { ChannelsSection } from '../../features/alert-channels/components/channels-section.tsx';
import { useCurrentUser } from '#lib/current-user.ts';

/**
 * /alerts: My Alerts, offered the caller's calculators and matrices to watch, with the chat channels beside it (three
 * features this one does not know).
 */
export const AlertsRoute = () => {
  const calculators = useCalculators();
  const matrices = useMatrices();
  const ports = useGlobalDestinations();
  const own = useUserDestinations();
  const user = useCurrentUser();
  const destinationName = (id: string) =>
    own.data?.find((destination) => destination.id === id)?.name ??
    ports.data?.find((port) => port.id === id)?.name ??
    id;
  return (
    <AlertsPage
      channels={<ChannelsSection isAdministrator={user.data?.isAdmin ?? false} />}
      calculators={(calculators.data ?? []).map((calculator, index) => ({
        id: calculator.id,
        name: calculatorDisplayName(calculator.name, index + 1),
        currencyCode: calculator.currencyCode,
        price: calculator.price,
      }))}
      matrices={(matrices.data ?? []).map((matrix) => ({
        id: matrix.id,
        name: matrix.name,
        destinations: matrix.destinationIds.map(destinationName),
        periodCount: matrix.periodCount,
      }))}
    />
  );
};
