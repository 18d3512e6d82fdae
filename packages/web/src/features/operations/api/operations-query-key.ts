import { pathFamilyKey } from '@psc/core/shared/endpoint';
/** The root of every console query key, so sign-out removes them all at once. */
export const operationsQueryKey = pathFamilyKey('/api/ops');
