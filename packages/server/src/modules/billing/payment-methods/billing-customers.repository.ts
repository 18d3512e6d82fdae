import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { billingCustomers } from '../../../db/schema.ts';

/** Each account's customer id at the payment provider, under which its cards are saved. */
export const createBillingCustomersRepository = (db: Database) => ({
  findCustomer: async (accountId: string, provider: 'sandbox' | 'stripe'): Promise<string | null> => {
    const [row] = await db
      .select({ customerId: billingCustomers.customerId })
      .from(billingCustomers)
      .where(and(eq(billingCustomers.accountId, accountId), eq(billingCustomers.provider, provider)));
    return row?.customerId ?? null;
  },
  insertCustomer: async (
    accountId: string,
    provider: 'sandbox' | 'stripe',
    customerId: string,
  ): Promise<void> => {
    await db.insert(billingCustomers).values({ accountId, provider, customerId }).onConflictDoNothing();
  },
});

export type BillingCustomersRepository = ReturnType<typeof createBillingCustomersRepository>;
