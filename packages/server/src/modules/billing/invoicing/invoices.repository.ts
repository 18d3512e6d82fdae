import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { invoiceCounters, invoices } from '../../../db/schema.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;

/** Invoices and their gapless numbers per seller. */
export const createInvoicesRepository = (db: Database) => ({
  /** Gapless per seller: the counter row stays locked until the invoice commits, or the number is rolled back with it. */
  nextInvoiceNumber: async (seller: string, executor: Database): Promise<number> => {
    const [row] = await executor
      .insert(invoiceCounters)
      .values({ seller, lastNumber: 1 })
      .onConflictDoUpdate({
        target: invoiceCounters.seller,
        set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
      })
      .returning({ lastNumber: invoiceCounters.lastNumber });
    if (!row) throw new Error('invoice counter returned nothing');
    return row.lastNumber;
  },
  insertInvoice: async (row: NewInvoice, executor: Database): Promise<InvoiceRow> => {
    const [saved] = await executor.insert(invoices).values(row).returning();
    if (!saved) throw new Error('invoice insert returned nothing');
    return saved;
  },
  findInvoiceByPeriodKey: async (periodKey: string, executor: Database = db): Promise<InvoiceRow | null> => {
    const [row] = await executor.select().from(invoices).where(eq(invoices.periodKey, periodKey));
    return row ?? null;
  },
  findInvoiceById: async (id: string, executor: Database = db): Promise<InvoiceRow | null> => {
    const [row] = await executor.select().from(invoices).where(eq(invoices.id, id));
    return row ?? null;
  },
  findInvoice: async (accountId: string, id: string): Promise<InvoiceRow | null> => {
    const [row] = await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, id), eq(invoices.accountId, accountId)));
    return row ?? null;
  },
  listInvoices: async (accountId: string): Promise<InvoiceRow[]> =>
    db
      .select()
      .from(invoices)
      .where(eq(invoices.accountId, accountId))
      .orderBy(desc(invoices.emittedWhen), desc(invoices.number)),
  updateInvoice: async (id: string, changes: Partial<NewInvoice>, executor: Database = db): Promise<void> => {
    await executor.update(invoices).set(changes).where(eq(invoices.id, id));
  },
  countInvoices: async (accountId: string): Promise<number> => {
    const [row] = await db.select({ value: count() }).from(invoices).where(eq(invoices.accountId, accountId));
    return row?.value ?? 0;
  },
});

export type InvoicesRepository = ReturnType<typeof createInvoicesRepository>;
