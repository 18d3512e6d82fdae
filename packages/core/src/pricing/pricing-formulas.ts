/** Formulas as shown in each block's provenance; docs/pricing.md spells out the same ones. */
export const pricingFormulas = {
  contractPerTonne: 'contract per tonne = quoted price × FX',
  contractCentsPerPound: 'contract $/t = quoted c/lb × factor; × FX',
  premium: 'premium per tonne × FX',
  seaFreight: 'sea freight per tonne = cost per 20-ft container × FX / tonnes per container',
  bulkFreight: 'sea freight per tonne of a bulk cargo × FX',
  inlandFreight: 'inland freight per tonne × FX',
  insurance: 'insurance = CIF − CFR, CIF = CFR / (1 − 1.1 × rate)',
  duty: 'duty = ad valorem rate × CIF + specific per tonne × FX',
  dutyYield:
    'duty = ad valorem rate × CIF + specific per tonne × yield factor × FX, yield factor = (2 × pol − 100) / 92',
  dutyPerDegree:
    'duty = ad valorem rate × CIF + specific per tonne × degree factor × FX, degree factor = max(floor, specific − less per degree × (100 − pol)) / specific',
  dutyCifThreshold:
    'duty = ad valorem rate × CIF + specific per tonne × FX + shortfall rate × max(0, threshold × FX − CIF); the ad valorem part on the threshold where the rule says so',
  polarisation: 'polarisation premium = contract per tonne at 96° × rate; Contract = that + premium',
  loading: 'destination charges per tonne × FX',
  landFreight: 'land freight per tonne × FX',
  forex: 'units of calculator currency per unit of contract currency (not added to any subtotal)',
  customForex:
    'custom rate entered by the user: units of calculator currency per unit of contract currency (not added to any subtotal)',
  custom: 'custom cost entered by the user, per tonne in the calculator currency',
  quota: 'in-quota duty entered by the user, per tonne × FX (replaces the duty rule)',
  quotaYield:
    "in-quota duty entered by the user, per tonne × yield factor × FX (replaces the duty rule; the yield factor is the rule's)",
  loadingWithPremium: '(destination charges + destination premium) per tonne × FX',
  inactive: 'inactive: contributes 0',
  fob: 'FOB = contract + premium',
  cfr: 'CFR = FOB + sea freight',
  cif: 'CIF = CFR + insurance',
  ddp: 'DDP = CIF + duty + destination charges + land freight',
  ddpWithFinance: 'DDP = CIF + duty + destination charges + land freight + finance',
  finance:
    'finance = CIF × cost of money × (transit + payment days) / 365 + CIF × (LC issuance + confirmation) + expected demurrage',
} as const;

export const contractCentsPerPoundWithPolarisation = `${pricingFormulas.contractCentsPerPound}; ${pricingFormulas.polarisation}`;
export const contractPerTonneWithPolarisation = `${pricingFormulas.contractPerTonne}; ${pricingFormulas.polarisation}`;
