import type { Deps } from '../../deps.ts';
import { listSealedTwoFactorKeys } from '../two-factor/sealed-two-factor-keys.ts';

export type SecretsReport = {
  kind: string;
  total: number;
  byFormat: Record<string, number>;
  openable: number;
};

const report = (kind: string, sealed: readonly string[], open: (value: string) => string): SecretsReport => {
  const byFormat: Record<string, number> = {};
  let openable = 0;
  for (const value of sealed) {
    const format = value.split('.')[0] ?? '';
    byFormat[format] = (byFormat[format] ?? 0) + 1;
    try {
      open(value);
      openable += 1;
    } catch {
      // Sealed with another key or damaged: counted as not openable, never shown.
    }
  }
  return { kind, total: sealed.length, byFormat, openable };
};

/**
 * GET /system/encryption?enc (account-and-billing.md §7; decision 0049): the state of the secrets PSC stores sealed
 * (AES-256-GCM with TOTP_ENCRYPTION_KEY): how many of each kind, in which format version, and how many the current
 * key opens. A count below the total means a key rotation left secrets behind. `enc` narrows it to one kind.
 */
export const checkEncryption = async (
  deps: Pick<Deps, 'twoFactorRepository' | 'operationsRepository' | 'secretBox'>,
  kind: 'customer-totp' | 'operator-totp' | undefined,
) => {
  const open = (value: string) => deps.secretBox.open(value);
  const reports: SecretsReport[] = [];
  if (kind !== 'operator-totp')
    reports.push(report('customer-totp', await listSealedTwoFactorKeys(deps), open));
  if (kind !== 'customer-totp')
    reports.push(report('operator-totp', await deps.operationsRepository.listSealedKeys(), open));
  const healthy = reports.every((entry) => entry.openable === entry.total);
  return {
    success: true as const,
    message: healthy
      ? 'Every stored secret opens with the current key'
      : 'Some stored secrets do not open with the current key',
    scheme: 'AES-256-GCM, format v1',
    secrets: reports,
  };
};
