// What the identity provider needs from the members module, handed in by server.ts: members imports
// identity (who a request acts for), so identity must not import members back (decision 007).
import type { Db } from '../db/client.ts';

export interface NewMember {
  memberId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export interface MemberRecords {
  /** Starts a new member's profile and first Brewline Card, inside the sign-up's transaction. */
  start(tx: Db, member: NewMember, now: Date): Promise<unknown>;
  /** The member's name for the ID token's claims, or null before a profile exists. */
  findName(db: Db, memberId: string): Promise<{ firstName: string; lastName: string } | null>;
}
