/**
 * The main sugar import markets PSC commits to price duty-paid (issue 45), each with a port a calculator can reach.
 * Country ids are ISO 3166 numeric as in countries.json; the port is one of ports.json's destinations there.
 */
export interface ImportMarket {
  readonly name: string;
  readonly countryId: string;
  readonly portId: string;
}

export const mainImportMarkets: readonly ImportMarket[] = [
  { name: 'Indonesia', countryId: '360', portId: 'IDTPP' },
  { name: 'China', countryId: '156', portId: 'CNTAO' },
  { name: 'United States', countryId: '840', portId: 'USNYC' },
  { name: 'Bangladesh', countryId: '050', portId: 'BDCGP' },
  { name: 'Algeria', countryId: '012', portId: 'DZALG' },
  { name: 'Malaysia', countryId: '458', portId: 'MYPKG' },
  { name: 'South Korea', countryId: '410', portId: 'KRPUS' },
  { name: 'Nigeria', countryId: '566', portId: 'NGLOS' },
  { name: 'Saudi Arabia', countryId: '682', portId: 'SAJED' },
  { name: 'United Arab Emirates', countryId: '784', portId: 'AEJEA' },
  { name: 'Iraq', countryId: '368', portId: 'IQUQR' },
  { name: 'Morocco', countryId: '504', portId: 'MACAS' },
  { name: 'Egypt', countryId: '818', portId: 'EGSOK' },
  { name: 'Japan', countryId: '392', portId: 'JPYOK' },
  { name: 'Vietnam', countryId: '704', portId: 'VNSGN' },
  { name: 'Canada', countryId: '124', portId: 'CASJB' },
  { name: 'Sri Lanka', countryId: '144', portId: 'LKCMB' },
  { name: 'Yemen', countryId: '887', portId: 'YEHOD' },
  { name: 'Sudan', countryId: '729', portId: 'SDPZU' },
  { name: 'Kenya', countryId: '404', portId: 'KEMBA' },
  { name: 'Tanzania', countryId: '834', portId: 'TZDAR' },
  { name: 'Ghana', countryId: '288', portId: 'GHTEM' },
  { name: "Côte d'Ivoire", countryId: '384', portId: 'CIABJ' },
  { name: 'Senegal', countryId: '686', portId: 'SNDKR' },
  { name: 'Iran', countryId: '364', portId: 'IRBND' },
  { name: 'Pakistan', countryId: '586', portId: 'PKKHI' },
  { name: 'Philippines', countryId: '608', portId: 'PHMNL' },
  { name: 'Myanmar', countryId: '104', portId: 'MMRGN' },
  { name: 'Russia (EAEU)', countryId: '643', portId: 'RUNVS' },
  { name: 'Türkiye', countryId: '792', portId: 'TRMER' },
  { name: 'Israel', countryId: '376', portId: 'ILASH' },
  { name: 'Jordan', countryId: '400', portId: 'JOAQJ' },
  { name: 'Syria', countryId: '760', portId: 'SYLTK' },
  { name: 'Lebanon', countryId: '422', portId: 'LBBEY' },
  { name: 'Tunisia', countryId: '788', portId: 'TNRDS' },
  { name: 'Libya', countryId: '434', portId: 'LYTIP' },
  { name: 'Somalia', countryId: '706', portId: 'SOMGQ' },
  { name: 'Georgia', countryId: '268', portId: 'GEPTI' },
  { name: 'Chile', countryId: '152', portId: 'CLSAI' },
  { name: 'Peru', countryId: '604', portId: 'PECLL' },
  { name: 'Mexico', countryId: '484', portId: 'MXVER' },
  { name: 'India', countryId: '356', portId: 'INKAK' },
  { name: 'United Kingdom', countryId: '826', portId: 'GBLON' },
  { name: 'Germany', countryId: '276', portId: 'DEHAM' },
  { name: 'Netherlands', countryId: '528', portId: 'NLRTM' },
  { name: 'Italy', countryId: '380', portId: 'ITGOA' },
  { name: 'Spain', countryId: '724', portId: 'ESVLC' },
  { name: 'Portugal', countryId: '620', portId: 'PTLIS' },
  { name: 'France', countryId: '250', portId: 'FRLEH' },
  { name: 'Kuwait', countryId: '414', portId: 'KWSWK' },
  { name: 'Oman', countryId: '512', portId: 'OMSOH' },
  { name: 'Djibouti', countryId: '262', portId: 'DJJIB' },
  { name: 'Angola', countryId: '024', portId: 'AOLAD' },
  { name: 'Cameroon', countryId: '120', portId: 'CMDLA' },
];

/**
 * Main markets whose duty no public source we could cite gave: they price with 'Duty not known for …' and are marked
 * incomplete. Adding a sourced row moves a market out of this list, and main-import-markets.test.ts then insists it
 * is removed here. docs/data-sources.md names what was searched and what each one still needs. (Russia's raws follow
 * the New York price by bands, decision 0116, from August to April.)
 */
export const awaitingDutySource: Readonly<Record<string, readonly ('raw' | 'white')[]>> = {
  Iraq: ['raw', 'white'],
  Morocco: ['raw', 'white'],
  // Japan's raws carry ALIC's levy (a sugar-year average); the levy on refined sugar was not found.
  Japan: ['white'],
  Yemen: ['raw', 'white'],
  Ghana: ['raw', 'white'],
  "Côte d'Ivoire": ['raw', 'white'],
  Myanmar: ['raw', 'white'],
  Israel: ['raw', 'white'],
  Syria: ['raw', 'white'],
  Lebanon: ['raw', 'white'],
  Tunisia: ['raw', 'white'],
  Somalia: ['raw', 'white'],
  Chile: ['raw', 'white'],
  Peru: ['raw', 'white'],
  Djibouti: ['raw', 'white'],
  Cameroon: ['raw', 'white'],
};
