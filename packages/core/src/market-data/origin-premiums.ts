import { z } from 'zod';
import { currencyCodeSchema } from './fx-snapshot.schemas.ts';
import { isoDateSchema, unLocodeSchema, type Port } from './reference-data.schemas.ts';

/** The default FOB premium of sugar loaded at an origin port, over its basis contract, per tonne. */
export const originPremiumSchema = z.object({
  portId: unLocodeSchema,
  /**
   * The futures contract the premium is quoted over (raws over New York #11, whites over London #5; decision 0121).
   * Missing = every basis: the port's default, what versions before issue 45 held.
   */
  basisContractId: z.enum(['NewYork11', 'London5']).optional(),
  amount: z.number().min(-1000).max(1000),
  currencyCode: currencyCodeSchema,
  verified: z.boolean().optional(),
  source: z.string().min(1),
  effectiveFrom: isoDateSchema,
});
export type OriginPremium = z.infer<typeof originPremiumSchema>;
export const originPremiumsFileSchema = z.object({ premiums: z.array(originPremiumSchema) });
export type OriginPremiumsFile = z.infer<typeof originPremiumsFileSchema>;

/** The premiums the ports file ships with: the first version of the origin-premiums table. */
export const originPremiumsOf = (
  ports: readonly Port[],
  byBasis: readonly OriginPremium[] = [],
): OriginPremiumsFile => ({
  premiums: [
    ...ports.flatMap((port) =>
      port.defaultPremium === null ? [] : [{ portId: port.id, ...port.defaultPremium }],
    ),
    ...byBasis,
  ],
});

/** The rows of a version that name their basis contract (decision 0121); the others are the ports' defaults. */
export const originPremiumsByBasisOf = (file: OriginPremiumsFile): OriginPremium[] =>
  file.premiums.filter((row) => row.basisContractId !== undefined);

/** The ports with the premiums of a version of the table: a port without a row has no default premium. */
export const withOriginPremiums = (ports: readonly Port[], file: OriginPremiumsFile): Port[] => {
  const byPort = new Map(
    file.premiums.filter((row) => row.basisContractId === undefined).map((row) => [row.portId, row]),
  );
  return ports.map((port) => {
    const row = byPort.get(port.id);
    return {
      ...port,
      defaultPremium:
        row === undefined
          ? null
          : {
              amount: row.amount,
              currencyCode: row.currencyCode,
              source: row.source,
              effectiveFrom: row.effectiveFrom,
            },
    };
  });
};
