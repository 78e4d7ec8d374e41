/** Player sessions: issue, look up, refresh and revoke. Other modules use this entry only. */
export { createSessionService } from './sessions.service';
export type { IssuedSession, SessionContext, SessionService } from './sessions.service';
