import type { GlobalDestination } from '@psc/core/market-data/market-data.schemas';

/** A destination port as a To: Destination choice: its name and country, apart from the user's own names. */
export const globalDestinationLabel = (port: Pick<GlobalDestination, 'name' | 'countryName'>) =>
  `${port.name}, ${port.countryName} (port)`;
