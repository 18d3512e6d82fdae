import type { operationsEndpointRoles as roles } from '@psc/core/operations/operations.endpoints';

export const operationsTags = ['operations'];

/** A console call's guard: an operator key or session with the role the call needs (decision 0049). */
export const operatorWith = (role: (typeof roles)[keyof typeof roles]) =>
  ({ auth: 'operator', operatorRole: role ?? 'any' }) as const;
