import Typography from '@mui/material/Typography';
import type { CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import { formatDistance, formatTransitTime } from '../utils/calculator-format.ts';
import { previousRouteLabel } from '../utils/cost-block-overrides.ts';

const routeOf = (route: NonNullable<CalculatorReply['route']>): string =>
  ` (${route.fromPortName} → ${route.toPortName}${route.routeClass === 'Direct' ? '' : `, via ${route.routeClass}`})`;

/** A bulk voyage's transit counts its days in port: said, so it is not taken for sea time (issue 48 item 13). */
const portDaysOf = (calculator: CalculatorReply): string => {
  const portDays = calculator.freight?.voyage?.portDays;
  return portDays === undefined || portDays === 0
    ? ''
    : ` (incl. ${portDays} port ${portDays === 1 ? 'day' : 'days'})`;
};

/** The sea voyage under the card's figures: distance, transit time and route, and the route it had before. */
export const VoyageLines = ({ calculator }: { calculator: CalculatorReply }) => {
  const previousRoute = previousRouteLabel(calculator);
  return (
    <>
      <Typography variant="body2" color="text.secondary" data-testid="voyage">
        {calculator.distanceInKM === null || calculator.distanceInNM === null
          ? 'No sea route for these ports'
          : `${formatDistance(calculator.distanceInKM)} km · ${formatDistance(calculator.distanceInNM)} nm · ${formatTransitTime(calculator.travelTimeInMS ?? 0)}${portDaysOf(calculator)}${calculator.route ? routeOf(calculator.route) : ''}`}
      </Typography>
      {previousRoute !== null && (
        <Typography variant="caption" color="text.secondary" data-testid="previous-route">
          Previous route: {previousRoute}
        </Typography>
      )}
    </>
  );
};
