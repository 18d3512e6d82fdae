import { pathFamilyKey } from '@psc/core/shared/endpoint';

/** Every reply under /api/v1/accounts (use, licences, audit, policy): a change to the users changes them. */
export const accountFamilyKey = pathFamilyKey('/api/v1/accounts');
