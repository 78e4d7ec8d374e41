/**
 * The audit log: security events and account changes, written in the transaction of the change they record. Other
 * modules use this entry only.
 */
export { createAuditLog } from './audit-log';
export type { AuditLog, RequestOrigin, SecurityEvent, SecurityEventKind } from './audit-log';
export { countSecurityEvents } from './audit.repository';
