import { randomInt } from 'node:crypto';

/** The cryptographic random source handed to core's pure generators. */
export const cryptoRandomInt = (maxExclusive: number): number => randomInt(maxExclusive);
