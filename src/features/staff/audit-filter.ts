/** The audit page's filters, as GET /api/staff/audit.php takes them (empty means any). */
export type AuditFilter = { staff: string; action: string; target_type: string; target_id: string };

export const NO_AUDIT_FILTER: AuditFilter = { staff: '', action: '', target_type: '', target_id: '' };
