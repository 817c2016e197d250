import type { Database } from '../db/database';
import { auditLog } from '../db/schema/index';

/** One privileged action, as `audit_log` keeps it. */
export interface AuditEntry {
  actorUserId: number;
  storeId: number | null;
  action: string;
  /** What the action was done to, as `kind:key` (`order:AUR-…`, `setting:<key>`), to filter the log by. */
  subject?: string | null;
  reason: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

type Writer = Pick<Database, 'insert'>;

/** Appends to the audit log; records are only ever added, never changed. */
export async function recordAudit(db: Writer, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}
