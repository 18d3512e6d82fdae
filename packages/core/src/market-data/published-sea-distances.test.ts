import { describe, expect, it } from 'vitest';
import { findSeaDistance, portPairKey } from './rule-lookups.ts';
import { shippedReferenceData } from './shipped-reference-data.test-support.ts';

// Issue 14 item 5: the shipped distances measured against distances published by others. Only pairs the network
// computed count ('searoute'); a pair whose figure is an override taken from a table would pass by construction.
const timpano = 'G. Timpano, Tabella 1: distanze in miglia marine (doczz.it/doc/814848)';
// The table's Bombay is the port of Mumbai; Nhava Sheva (JNPT) lies across the same harbour, about 6 nm east.
const timpanoBombay = `${timpano}, Bombay`;
const portOfRotterdam = 'Port of Rotterdam Authority, Red Sea release, December 2023';
const nga = 'NGA Pub. 151 Distances Between Ports (via grokipedia.com/page/distances_between_ports)';

const published: readonly (readonly [from: string, to: string, nm: number, source: string])[] = [
  ['DEHAM', 'ITGOA', 2493, timpano],
  ['DEHAM', 'FRMRS', 2335, timpano],
  ['DEHAM', 'GRPIR', 3111, timpano],
  ['DEHAM', 'SGSIN', 8640, timpano],
  ['DEHAM', 'JPYOK', 11563, timpano],
  ['ITGOA', 'USNYC', 4080, timpano],
  ['ITGOA', 'GRPIR', 970, timpano],
  ['ITGOA', 'NLRTM', 2233, timpano],
  ['ITGOA', 'SGSIN', 6431, timpano],
  ['ITGOA', 'JPYOK', 9354, timpano],
  ['FRMRS', 'USNYC', 3922, timpano],
  ['FRMRS', 'GRPIR', 1060, timpano],
  ['FRMRS', 'NLRTM', 2075, timpano],
  ['FRMRS', 'SGSIN', 6521, timpano],
  ['FRMRS', 'JPYOK', 9444, timpano],
  ['USNYC', 'GRPIR', 4710, timpano],
  ['USNYC', 'NLRTM', 3334, timpano],
  ['USNYC', 'SGSIN', 10227, timpano],
  ['GRPIR', 'NLRTM', 2851, timpano],
  ['GRPIR', 'SGSIN', 5605, timpano],
  ['GRPIR', 'JPYOK', 8528, timpano],
  ['NLRTM', 'SGSIN', 8338, timpano],
  ['NLRTM', 'JPYOK', 11261, timpano],
  ['INNSA', 'DEHAM', 6651, timpanoBombay],
  ['INNSA', 'ITGOA', 4442, timpanoBombay],
  ['INNSA', 'FRMRS', 4532, timpanoBombay],
  ['INNSA', 'USNYC', 8238, timpanoBombay],
  ['INNSA', 'GRPIR', 3616, timpanoBombay],
  ['INNSA', 'NLRTM', 6396, timpanoBombay],
  ['INNSA', 'SGSIN', 2501, timpanoBombay],
  ['INNSA', 'JPYOK', 5669, timpanoBombay],
  ['SGSIN', 'NLRTM', 8288, portOfRotterdam],
  ['LKCMB', 'USNYC', 8604, nga],
];

// Pairs where the network is far off and the shipped figure is the published one (route-overrides.json).
const publishedOverrides: readonly (readonly [from: string, to: string, nm: number])[] = [
  ['FRMRS', 'ITGOA', 200],
  ['MGTMM', 'MUPLU', 475],
];

describe('sea distances against published tables', () => {
  const reference = shippedReferenceData();

  it('checks at least 30 distinct port pairs', () => {
    expect(new Set(published.map(([from, to]) => portPairKey(from, to))).size).toBeGreaterThanOrEqual(30);
  });

  it.each(published)('%s–%s: %d nm published in %s, shipped within 3 percent', (from, to, nm) => {
    const pair = findSeaDistance(reference.seaDistances, from, to);
    expect(pair?.origin).toBe('searoute');
    expect(Math.abs((pair?.nm ?? 0) - nm) / nm).toBeLessThanOrEqual(0.03);
  });

  it('Singapore–Rotterdam round the Cape is within 3 % of the 11,755 nm the Port of Rotterdam publishes', () => {
    const nm = reference.capeDistances.get(portPairKey('SGSIN', 'NLRTM'))?.nm ?? 0;
    expect(Math.abs(nm - 11755) / 11755).toBeLessThanOrEqual(0.03);
  });

  it.each(publishedOverrides)('%s–%s ships the published %d nm as an override', (from, to, nm) => {
    expect(findSeaDistance(reference.seaDistances, from, to)).toMatchObject({ nm, origin: 'override' });
  });
});
