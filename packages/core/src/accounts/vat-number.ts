/**
 * EU VAT identification number formats (VIES), by the ISO country code of the billing address. Greece's VAT
 * prefix is EL, not GR. Only the format is checked here; whether the number exists is VIES's business.
 */
export const euVatFormats = {
  AT: { prefix: 'AT', pattern: /^U\d{8}$/, example: 'ATU12345678' },
  BE: { prefix: 'BE', pattern: /^[01]\d{9}$/, example: 'BE0123456789' },
  BG: { prefix: 'BG', pattern: /^\d{9,10}$/, example: 'BG123456789' },
  CY: { prefix: 'CY', pattern: /^\d{8}[A-Z]$/, example: 'CY12345678X' },
  CZ: { prefix: 'CZ', pattern: /^\d{8,10}$/, example: 'CZ12345678' },
  DE: { prefix: 'DE', pattern: /^\d{9}$/, example: 'DE123456789' },
  DK: { prefix: 'DK', pattern: /^\d{8}$/, example: 'DK12345678' },
  EE: { prefix: 'EE', pattern: /^\d{9}$/, example: 'EE123456789' },
  ES: { prefix: 'ES', pattern: /^[A-Z0-9]\d{7}[A-Z0-9]$/, example: 'ESX1234567X' },
  FI: { prefix: 'FI', pattern: /^\d{8}$/, example: 'FI12345678' },
  FR: { prefix: 'FR', pattern: /^[A-HJ-NP-Z0-9]{2}\d{9}$/, example: 'FR12345678901' },
  GR: { prefix: 'EL', pattern: /^\d{9}$/, example: 'EL123456789' },
  HR: { prefix: 'HR', pattern: /^\d{11}$/, example: 'HR12345678901' },
  HU: { prefix: 'HU', pattern: /^\d{8}$/, example: 'HU12345678' },
  IE: { prefix: 'IE', pattern: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/, example: 'IE1234567WA' },
  IT: { prefix: 'IT', pattern: /^\d{11}$/, example: 'IT12345678901' },
  LT: { prefix: 'LT', pattern: /^(\d{9}|\d{12})$/, example: 'LT123456789' },
  LU: { prefix: 'LU', pattern: /^\d{8}$/, example: 'LU12345678' },
  LV: { prefix: 'LV', pattern: /^\d{11}$/, example: 'LV12345678901' },
  MT: { prefix: 'MT', pattern: /^\d{8}$/, example: 'MT12345678' },
  NL: { prefix: 'NL', pattern: /^\d{9}B\d{2}$/, example: 'NL123456789B01' },
  PL: { prefix: 'PL', pattern: /^\d{10}$/, example: 'PL1234567890' },
  PT: { prefix: 'PT', pattern: /^\d{9}$/, example: 'PT123456789' },
  RO: { prefix: 'RO', pattern: /^[1-9]\d{1,9}$/, example: 'RO1234567890' },
  SE: { prefix: 'SE', pattern: /^\d{10}01$/, example: 'SE123456789001' },
  SI: { prefix: 'SI', pattern: /^\d{8}$/, example: 'SI12345678' },
  SK: { prefix: 'SK', pattern: /^\d{10}$/, example: 'SK1234567890' },
} as const satisfies Record<string, { prefix: string; pattern: RegExp; example: string }>;

export type EuCountryCode = keyof typeof euVatFormats;

export const isEuCountry = (country: string): country is EuCountryCode =>
  Object.hasOwn(euVatFormats, country);

/** Outside the EU a tax number is free text within these characters. */
const otherTaxNumberPattern = /^[A-Z0-9]{2,20}$/;

/** Why a VAT number is refused: the billing form shows it above the form (account-and-billing.md §5). */
export const vatMessages = {
  otherCountry: 'VAT must be 2 to 20 letters or digits',
  euFormat: (example: string) =>
    `VAT number is not in the format used in this country, for example ${example}`,
} as const;

export type VatCheck = { ok: true; normalised: string } | { ok: false; message: string };

/** Upper-cases, drops spaces, dots and dashes, and adds the country prefix when it was left out. */
export const checkVatNumber = (country: string, input: string): VatCheck => {
  const compact = input.toUpperCase().replace(/[\s.-]/g, '');
  if (!isEuCountry(country)) {
    return otherTaxNumberPattern.test(compact)
      ? { ok: true, normalised: compact }
      : { ok: false, message: vatMessages.otherCountry };
  }
  const format = euVatFormats[country];
  const body = compact.startsWith(format.prefix) ? compact.slice(format.prefix.length) : compact;
  return format.pattern.test(body)
    ? { ok: true, normalised: `${format.prefix}${body}` }
    : { ok: false, message: vatMessages.euFormat(format.example) };
};
