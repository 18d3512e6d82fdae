// Writes reference-data/ports.json from the curated table below. The table is the source of truth: names, flags,
// sea-side coordinates (port entrance, fairway buoy or anchorage, read from nautical charts by hand, rounded to
// ~0.01°) and default origin premiums. sea-ports supplies only the UN/LOCODE city position, kept for comparison.
// Run: npx tsx scripts/build-ports.ts
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const seaPorts = require('sea-ports') as { JSON: Record<string, { coordinates?: [number, number] }> };
const countries = require('i18n-iso-countries') as {
  alpha2ToNumeric: (alpha2: string) => string | undefined;
};

type Flags = 'O' | 'D' | 'OD';
// [UN/LOCODE, name, ISO alpha-2, sea lat, sea lng, origin/destination, default premium $/t or null, note]
type Row = [string, string, string, number, number, Flags, number | null, string?];

const premiumSource =
  'PSC analyst default, indicative FOB premium over the basis contract (not market data); users override per calculator';
const premiumEffectiveFrom = '2026-01-01';

const rows: Row[] = [
  // South America
  ['BRSSZ', 'Santos', 'BR', -24.03, -46.3, 'OD', 20],
  [
    'BRPNG',
    'Paranaguá',
    'BR',
    -25.57,
    -48.3,
    'OD',
    18,
    'Galheta channel entrance; the city point is 50 km up the bay',
  ],
  ['BRMCZ', 'Maceió', 'BR', -9.69, -35.71, 'OD', 15],
  ['BRREC', 'Recife', 'BR', -8.05, -34.85, 'OD', 15],
  ['BRSUA', 'Suape', 'BR', -8.4, -34.93, 'OD', 15],
  ['BRRIG', 'Rio Grande', 'BR', -32.2, -52.07, 'OD', 18],
  ['ARBUE', 'Buenos Aires', 'AR', -34.55, -58.3, 'D', null, 'River Plate roads'],
  ['PECLL', 'Callao', 'PE', -12.04, -77.17, 'OD', 12],
  ['CLSAI', 'San Antonio', 'CL', -33.58, -71.64, 'D', null],
  ['COCTG', 'Cartagena', 'CO', 10.32, -75.58, 'OD', 10, 'Bocachica entrance'],
  ['COBUN', 'Buenaventura', 'CO', 3.85, -77.12, 'OD', 10],
  ['COSMR', 'Santa Marta', 'CO', 11.25, -74.23, 'OD', 10],
  // Central America, Mexico, Caribbean
  ['GTPRQ', 'Puerto Quetzal', 'GT', 13.9, -90.79, 'OD', 10],
  ['GTSTC', 'Santo Tomás de Castilla', 'GT', 15.72, -88.62, 'OD', 10],
  ['SVAQJ', 'Acajutla', 'SV', 13.57, -89.85, 'OD', 10],
  ['NICIO', 'Corinto', 'NI', 12.47, -87.2, 'OD', 10],
  ['BZBZE', 'Belize City', 'BZ', 17.45, -88.17, 'OD', 10],
  ['MXVER', 'Veracruz', 'MX', 19.21, -96.11, 'OD', 8],
  ['MXCOA', 'Coatzacoalcos', 'MX', 18.17, -94.42, 'OD', 8],
  ['DOSDQ', 'Santo Domingo', 'DO', 18.46, -69.88, 'D', null],
  ['DOHAI', 'Río Haina', 'DO', 18.41, -70.01, 'OD', 8],
  ['CUHAV', 'Havana', 'CU', 23.16, -82.36, 'OD', 10],
  ['JMKIN', 'Kingston', 'JM', 17.93, -76.83, 'D', null],
  ['HTPAP', 'Port-au-Prince', 'HT', 18.57, -72.37, 'D', null],
  ['TTPOS', 'Port of Spain', 'TT', 10.63, -61.53, 'D', null],
  // North America
  [
    'USMSY',
    'New Orleans',
    'US',
    28.9,
    -89.43,
    'D',
    null,
    'Southwest Pass of the Mississippi; the berths are ~95 nm upriver (not in the sea distance)',
  ],
  ['USBAL', 'Baltimore', 'US', 39.2, -76.5, 'D', null, 'Patapsco River mouth in Chesapeake Bay'],
  ['USNYC', 'New York', 'US', 40.47, -73.93, 'D', null, 'Ambrose Channel'],
  ['USSAV', 'Savannah', 'US', 32.03, -80.83, 'D', null, 'Savannah River entrance'],
  ['USLGB', 'Long Beach', 'US', 33.71, -118.19, 'D', null],
  ['CAVAN', 'Vancouver', 'CA', 49.3, -123.2, 'D', null, 'English Bay anchorage'],
  ['CASJB', 'Saint John', 'CA', 45.23, -66.06, 'D', null],
  // Europe
  ['FRLEH', 'Le Havre', 'FR', 49.48, 0.05, 'OD', 12],
  [
    'FRURO',
    'Rouen',
    'FR',
    49.45,
    0.15,
    'OD',
    12,
    'Seine estuary; the berths are ~65 nm upriver (not in the sea distance)',
  ],
  ['FRDKK', 'Dunkerque', 'FR', 51.07, 2.33, 'OD', 12],
  ['FRMRS', 'Marseille', 'FR', 43.3, 5.33, 'D', null],
  [
    'BEANR',
    'Antwerp',
    'BE',
    51.43,
    3.55,
    'OD',
    12,
    'Scheldt mouth off Vlissingen; the berths are ~45 nm upriver',
  ],
  ['NLRTM', 'Rotterdam', 'NL', 51.98, 4.03, 'OD', 12, 'Maasmond'],
  ['DEHAM', 'Hamburg', 'DE', 53.9, 8.6, 'OD', 12, 'Elbe mouth off Cuxhaven; the berths are ~65 nm upriver'],
  ['GBFXT', 'Felixstowe', 'GB', 51.93, 1.36, 'D', null],
  ['GBLON', 'London', 'GB', 51.5, 0.9, 'D', null, 'Thames estuary; Silvertown refinery ~45 nm upriver'],
  ['GBLIV', 'Liverpool', 'GB', 53.45, -3.07, 'D', null],
  ['PTLIS', 'Lisbon', 'PT', 38.67, -9.25, 'D', null],
  ['ESVLC', 'Valencia', 'ES', 39.44, -0.3, 'D', null],
  ['ESBCN', 'Barcelona', 'ES', 41.33, 2.17, 'D', null],
  ['ITGOA', 'Genoa', 'IT', 44.4, 8.92, 'D', null],
  ['ITRAN', 'Ravenna', 'IT', 44.49, 12.3, 'D', null],
  ['HRRJK', 'Rijeka', 'HR', 45.31, 14.42, 'D', null],
  ['GRPIR', 'Piraeus', 'GR', 37.93, 23.6, 'D', null],
  ['GRSKG', 'Thessaloniki', 'GR', 40.6, 22.9, 'D', null],
  ['PLGDN', 'Gdańsk', 'PL', 54.42, 18.67, 'OD', 12],
  ['PLGDY', 'Gdynia', 'PL', 54.53, 18.58, 'OD', 12],
  ['ROCND', 'Constanța', 'RO', 44.15, 28.68, 'D', null],
  ['BGVAR', 'Varna', 'BG', 43.19, 27.97, 'D', null],
  ['UAODS', 'Odesa', 'UA', 46.5, 30.77, 'OD', 10],
  ['RUNVS', 'Novorossiysk', 'RU', 44.7, 37.82, 'OD', 10],
  ['TRMER', 'Mersin', 'TR', 36.77, 34.65, 'D', null],
  ['GEPTI', 'Poti', 'GE', 42.16, 41.62, 'D', null],
  // Middle East
  [
    'KWSWK',
    'Shuwaikh',
    'KW',
    29.4,
    47.9,
    'D',
    null,
    'Kuwait Bay off the port; the berths are ~5 nm inside the bay',
  ],
  ['SAJED', 'Jeddah', 'SA', 21.45, 39.1, 'OD', 15, 'Jeddah Islamic Port entrance'],
  ['SADMM', 'Dammam', 'SA', 26.5, 50.25, 'D', null],
  ['AEJEA', 'Jebel Ali', 'AE', 25.05, 55.0, 'OD', 15],
  ['AEDXB', 'Dubai', 'AE', 25.28, 55.26, 'D', null, 'Mina Rashid'],
  ['OMSOH', 'Sohar', 'OM', 24.53, 56.65, 'D', null],
  [
    'IQUQR',
    'Umm Qasr',
    'IQ',
    29.75,
    48.35,
    'D',
    null,
    'Khor Abdullah entrance; the berths are ~35 nm up the channel',
  ],
  ['IRBND', 'Bandar Abbas', 'IR', 27.08, 56.07, 'D', null, 'Shahid Rajaee anchorage'],
  [
    'IRBKM',
    'Bandar Imam Khomeini',
    'IR',
    29.9,
    49.3,
    'D',
    null,
    'Khor Musa entrance; the berths are ~40 nm up the channel',
  ],
  ['YEHOD', 'Hodeidah', 'YE', 14.83, 42.9, 'D', null],
  ['JOAQJ', 'Aqaba', 'JO', 29.45, 34.97, 'D', null],
  ['LBBEY', 'Beirut', 'LB', 33.91, 35.5, 'D', null],
  ['SYLTK', 'Latakia', 'SY', 35.52, 35.75, 'D', null],
  ['ILASH', 'Ashdod', 'IL', 31.83, 34.62, 'D', null],
  // Africa
  ['EGALY', 'Alexandria', 'EG', 31.2, 29.83, 'D', null],
  ['EGDAM', 'Damietta', 'EG', 31.49, 31.76, 'D', null],
  ['EGSOK', 'Ain Sokhna', 'EG', 29.63, 32.37, 'D', null],
  ['SDPZU', 'Port Sudan', 'SD', 19.62, 37.25, 'D', null],
  ['DJJIB', 'Djibouti', 'DJ', 11.62, 43.12, 'D', null],
  ['SOBBO', 'Berbera', 'SO', 10.45, 45.0, 'D', null],
  ['SOMGQ', 'Mogadishu', 'SO', 2.02, 45.35, 'D', null],
  ['KEMBA', 'Mombasa', 'KE', -4.08, 39.68, 'D', null, 'Kilindini entrance'],
  ['TZDAR', 'Dar es Salaam', 'TZ', -6.82, 39.32, 'D', null],
  ['MZBEW', 'Beira', 'MZ', -19.87, 34.85, 'OD', 10],
  ['MZMPM', 'Maputo', 'MZ', -25.95, 32.75, 'OD', 10, 'Maputo Bay; the city point is inside the estuary'],
  ['ZADUR', 'Durban', 'ZA', -29.88, 31.07, 'OD', 12],
  ['ZARCB', 'Richards Bay', 'ZA', -28.82, 32.1, 'OD', 12],
  ['MUPLU', 'Port Louis', 'MU', -20.15, 57.48, 'OD', 30],
  ['MGTMM', 'Toamasina', 'MG', -18.15, 49.43, 'D', null],
  ['AOLAD', 'Luanda', 'AO', -8.77, 13.27, 'D', null],
  ['CMDLA', 'Douala', 'CM', 3.85, 9.5, 'D', null, 'Wouri estuary; the berths are ~25 nm upriver'],
  ['NGLOS', 'Lagos', 'NG', 6.39, 3.4, 'D', null, 'Commodore Channel (Lagos harbour entrance)'],
  ['NGAPP', 'Apapa', 'NG', 6.42, 3.38, 'D', null],
  ['NGTIN', 'Tin Can Island', 'NG', 6.43, 3.35, 'D', null],
  ['BJCOO', 'Cotonou', 'BJ', 6.34, 2.43, 'D', null],
  ['TGLFW', 'Lomé', 'TG', 6.13, 1.28, 'D', null],
  ['GHTEM', 'Tema', 'GH', 5.62, 0.0, 'D', null],
  ['CIABJ', 'Abidjan', 'CI', 5.23, -4.0, 'D', null, 'Vridi canal entrance'],
  ['LRMLW', 'Monrovia', 'LR', 6.35, -10.82, 'D', null],
  ['SLFNA', 'Freetown', 'SL', 8.5, -13.23, 'D', null],
  ['GNCKY', 'Conakry', 'GN', 9.5, -13.73, 'D', null],
  ['SNDKR', 'Dakar', 'SN', 14.67, -17.42, 'D', null],
  ['MRNKC', 'Nouakchott', 'MR', 18.03, -16.05, 'D', null],
  ['MACAS', 'Casablanca', 'MA', 33.62, -7.6, 'D', null],
  ['DZORN', 'Oran', 'DZ', 35.72, -0.63, 'D', null],
  ['DZALG', 'Algiers', 'DZ', 36.78, 3.08, 'OD', 10],
  ['DZBJA', 'Béjaïa', 'DZ', 36.75, 5.1, 'OD', 10, 'Cevital refinery port'],
  ['TNRDS', 'Radès', 'TN', 36.82, 10.33, 'D', null, 'La Goulette channel entrance'],
  ['LYTIP', 'Tripoli', 'LY', 32.91, 13.19, 'D', null],
  // South Asia
  ['PKKHI', 'Karachi', 'PK', 24.78, 66.95, 'OD', 10],
  ['PKBQM', 'Port Qasim', 'PK', 24.68, 67.1, 'OD', 10, 'Phitti Creek entrance'],
  ['INIXY', 'Kandla', 'IN', 22.9, 70.15, 'OD', 10, 'Gulf of Kutch fairway; the city point is ~100 km inland'],
  ['INMUN', 'Mundra', 'IN', 22.7, 69.72, 'OD', 10],
  ['INNSA', 'Nhava Sheva', 'IN', 18.93, 72.92, 'OD', 10],
  ['INKAK', 'Kakinada', 'IN', 16.98, 82.32, 'OD', 8],
  ['INVTZ', 'Visakhapatnam', 'IN', 17.67, 83.3, 'OD', 8],
  ['INMAA', 'Chennai', 'IN', 13.1, 80.32, 'OD', 8],
  [
    'INHAL',
    'Haldia',
    'IN',
    21.6,
    88.1,
    'OD',
    8,
    'Hooghly mouth (Sagar roads); the berths are ~30 nm upriver',
  ],
  ['LKCMB', 'Colombo', 'LK', 6.95, 79.83, 'D', null],
  ['BDCGP', 'Chittagong', 'BD', 22.2, 91.75, 'D', null, 'Outer anchorage off the Karnaphuli mouth'],
  [
    'MMRGN',
    'Yangon',
    'MM',
    16.47,
    96.33,
    'D',
    null,
    'Elephant Point, Yangon River mouth; the berths are ~20 nm upriver',
  ],
  // South-east and east Asia, Oceania
  ['THLCH', 'Laem Chabang', 'TH', 13.07, 100.85, 'OD', 25],
  ['THKSI', 'Koh Sichang', 'TH', 13.15, 100.8, 'OD', 25, 'Bulk sugar transhipment anchorage'],
  ['THBKK', 'Bangkok', 'TH', 13.45, 100.6, 'OD', 25, 'Chao Phraya bar; the berths are ~15 nm upriver'],
  ['MYPKG', 'Port Klang', 'MY', 2.98, 101.3, 'D', null],
  ['MYPEN', 'Penang', 'MY', 5.42, 100.35, 'D', null],
  ['SGSIN', 'Singapore', 'SG', 1.25, 103.83, 'D', null],
  ['IDTPP', 'Tanjung Priok', 'ID', -6.07, 106.88, 'D', null],
  ['IDCIG', 'Cigading', 'ID', -6.0, 105.95, 'D', null],
  ['IDSUB', 'Surabaya', 'ID', -7.13, 112.7, 'D', null],
  ['PHMNL', 'Manila', 'PH', 14.57, 120.93, 'D', null],
  [
    'VNSGN',
    'Ho Chi Minh City',
    'VN',
    10.33,
    107.05,
    'D',
    null,
    'Vung Tau roads; the berths are ~45 nm up the Saigon River',
  ],
  ['VNHPH', 'Haiphong', 'VN', 20.67, 106.88, 'D', null],
  ['CNFAN', 'Fangchenggang', 'CN', 21.55, 108.35, 'D', null],
  ['CNZHA', 'Zhanjiang', 'CN', 21.15, 110.5, 'D', null],
  ['CNSHA', 'Shanghai', 'CN', 30.62, 122.07, 'D', null, 'Yangshan'],
  ['CNTAO', 'Qingdao', 'CN', 36.03, 120.3, 'D', null],
  ['CNTXG', 'Tianjin', 'CN', 38.97, 117.85, 'D', null],
  ['KRPUS', 'Busan', 'KR', 35.05, 129.07, 'D', null],
  ['KRINC', 'Incheon', 'KR', 37.43, 126.57, 'D', null],
  ['KRUSN', 'Ulsan', 'KR', 35.47, 129.4, 'D', null],
  ['JPYOK', 'Yokohama', 'JP', 35.43, 139.7, 'D', null],
  ['TWKHH', 'Kaohsiung', 'TW', 22.6, 120.26, 'D', null],
  ['AUTSV', 'Townsville', 'AU', -19.22, 146.85, 'OD', 15],
  ['AUMKY', 'Mackay', 'AU', -21.1, 149.25, 'OD', 15],
  ['AUBNE', 'Brisbane', 'AU', -27.35, 153.2, 'OD', 15, 'Moreton Bay entrance channel'],
  ['FJLTK', 'Lautoka', 'FJ', -17.6, 177.43, 'OD', 10],
];

const radians = Math.PI / 180;
const greatCircleKm = (a: { lat: number; lng: number }, b: { lat: number; lng: number }): number =>
  2 *
  6371.0088 *
  Math.asin(
    Math.sqrt(
      Math.sin(((b.lat - a.lat) * radians) / 2) ** 2 +
        Math.cos(a.lat * radians) *
          Math.cos(b.lat * radians) *
          Math.sin(((b.lng - a.lng) * radians) / 2) ** 2,
    ),
  );
const rejectedCities: Record<string, string> = {};

const ports = rows.map(([id, name, alpha2, lat, lng, flags, premium]) => {
  const countryId = countries.alpha2ToNumeric(alpha2);
  if (countryId === undefined) throw new Error(`${id}: unknown country ${alpha2}`);
  let city = seaPorts.JSON[id]?.coordinates;
  // sea-ports has wrong city points for some codes (e.g. CNZHA placed at Guangzhou): drop those over 250 km away.
  if (city !== undefined && greatCircleKm({ lat, lng }, { lat: city[1], lng: city[0] }) > 250) {
    rejectedCities[id] =
      `sea-ports city point ${city[1]}, ${city[0]} rejected: ${Math.round(greatCircleKm({ lat, lng }, { lat: city[1], lng: city[0] }))} km from the port`;
    city = undefined;
  }
  return {
    id,
    name,
    countryId,
    sea: { lat, lng },
    city: city === undefined ? null : { lat: city[1], lng: city[0] },
    isOrigin: flags.includes('O'),
    isDestination: flags.includes('D'),
    defaultPremium:
      premium === null
        ? null
        : {
            amount: premium,
            currencyCode: 'USD',
            source: premiumSource,
            effectiveFrom: premiumEffectiveFrom,
          },
  };
});

const notes: Record<string, string> = Object.fromEntries(
  rows.filter((row) => row[7] !== undefined).map((row) => [row[0], row[7] as string]),
);
for (const [id, note] of Object.entries(rejectedCities))
  notes[id] = notes[id] === undefined ? note : `${notes[id]}; ${note}`;
writeFileSync(
  new URL('../reference-data/ports.json', import.meta.url),
  `${JSON.stringify(
    {
      source:
        'Curated by PSC in scripts/build-ports.ts: sea-side coordinates by hand from nautical charts (port entrance, fairway or anchorage); city positions from the sea-ports npm package (UN/LOCODE); countries ISO 3166 numeric via i18n-iso-countries',
      notes,
      ports,
    },
    null,
    2,
  )}\n`,
);
console.log(
  `ports.json: ${ports.length} ports, ${ports.filter((port) => port.isOrigin).length} origins, ${ports.filter((port) => port.isDestination).length} destinations`,
);
