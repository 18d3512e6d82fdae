/**
 * The staff roles of the operations console (issue 15 item 1; decision 0049). An operator is never a customer
 * user: operators have their own table, tokens and keys.
 */
export const operatorRoles = ['analyst', 'support', 'admin'] as const;
export type OperatorRole = (typeof operatorRoles)[number];

export const operatorRoleNames: Readonly<Record<OperatorRole, string>> = {
  analyst: 'Analyst (market data, news)',
  support: 'Support (customer accounts)',
  admin: 'Administrator (operators, settings, everything)',
};

/** An administrator may do what any role may; the other roles only their own desk. */
export const operatorMayAct = (role: OperatorRole, required: OperatorRole): boolean =>
  role === 'admin' || role === required;
