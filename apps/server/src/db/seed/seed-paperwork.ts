import type { FileStorage } from '../../lib/storage/storage';
import type { Transaction } from '../client';
import { paperworkProjects, seedDocuments } from './seed-documents';
import { seedInvoices } from './seed-invoices';

/** Documents and invoices of the demo's past and ongoing projects (after the planning seed). */
export const seedPaperwork = async (
  tx: Transaction,
  options: {
    tenantId: number;
    today: string;
    guestProjectNumber: string;
    /** How many of the most recent projects get paperwork. */
    projectCount: number;
    storage: FileStorage | null;
  },
) => {
  const projectRows = await paperworkProjects(tx, options.tenantId, {
    today: options.today,
    guestProjectNumber: options.guestProjectNumber,
    limit: options.projectCount,
  });
  const seed = {
    tenantId: options.tenantId,
    storage: options.storage,
    createdAt: new Date(`${options.today}T08:00:00Z`),
  };
  await seedDocuments(tx, seed, projectRows, options.today);
  await seedInvoices(tx, seed, projectRows, options.today);
};
