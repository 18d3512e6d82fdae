/** What the server says of a region, country, contract or currency the reference data does not know. */
export const referenceMessages = {
  unknownRegion: (region: string) => `Unknown region: ${region}`,
  unknownCountry: (country: string) => `Unknown country: ${country}`,
  unknownContract: (contract: string) => `Unknown contract: ${contract}`,
  notIsoCurrency: (currency: string) => `${currency} is not an ISO 4217 currency`,
  noFxRate: (currency: string) => `No FX rate is published for ${currency}; choose another currency`,
} as const;
