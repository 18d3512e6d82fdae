/**
 * What the server says about one field a person typed (an amount on the calculator card, a line of the billing
 * form), the field named by its label. The web translates the sentence and, when the label is one of
 * `fieldLabelMessages`, the label in it too (decision 0151): so the labels passed here are those texts.
 */
export const fieldMessages = {
  required: (label: string) => `${label} is required`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  notANumber: (label: string, text: string) =>
    `${label} must be a number such as 1234.56 or 1,234.56, not '${text}'`,
  tooLarge: (label: string) => `${label} is too large`,
  atLeast: (label: string, min: number) => `${label} must be at least ${min}`,
  below: (label: string, below: number) => `${label} must be below ${below}`,
  aboveZero: (label: string) => `${label} must be above 0`,
  percentRange: (label: string, max: number) => `${label} must be between 0 % and ${max} %`,
} as const;

/** The labels those sentences name, as the server's use cases and core's request schemas pass them. */
export const fieldLabelMessages = {
  name: 'Name',
  tonnes: 'Tonnes',
  tonnesPerContainer: 'Tonnes per container',
  seaFreightPerContainer: 'Sea freight cost per container',
  cargo: 'Cargo',
  customExchangeRate: 'Custom exchange rate',
  inQuotaDuty: 'In-quota duty',
  polarisation: 'Polarisation',
  customPrice: 'Custom price',
  costOfMoney: 'Cost of money',
  lcIssuance: 'Letter-of-credit issuance',
  lcConfirmation: 'Letter-of-credit confirmation',
  paymentDays: 'Payment days',
  landFreightCost: 'Land Freight Cost',
  destinationCharges: 'Destination Charges',
  premiumCost: 'Premium Cost',
  firstName: 'First Name',
  lastName: 'Last Name',
  company: 'Company',
  country: 'Country',
  stateRegion: 'State/Region',
  city: 'City',
  postcode: 'Postcode',
  street: 'Street',
  suite: 'Suite/Unit',
  phoneNumber: 'Phone Number',
  vat: 'VAT',
} as const;
