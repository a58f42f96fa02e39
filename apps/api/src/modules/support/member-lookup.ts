// Finding a member for support: by e-mail, name, phone or Brewline Card number, whichever the text
// looks like. Each way is served by an index (member_profiles_*_idx, the card's primary key), and at
// most `limit` members come back, best known first (name order).
import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberAccounts } from '../../db/schema/identity.ts';
import { memberProfiles } from '../../db/schema/members.ts';
import { memberOfCard } from '../cards/card-support-service.ts';

export type ProfileRecord = typeof memberProfiles.$inferSelect;

export interface MemberMatch extends ProfileRecord {
  disabledAt: Date | null;
}

/** What kind of text support typed: a card number, a phone number, an e-mail or a name. */
export function lookupKind(text: string): 'CARD' | 'PHONE' | 'EMAIL' | 'NAME' {
  const digits = text.replace(/[\s()+.-]/g, '');
  if (/^\d{14,16}$/.test(digits)) return 'CARD';
  if (/^1?\d{10}$/.test(digits)) return 'PHONE';
  if (text.includes('@')) return 'EMAIL';
  return 'NAME';
}

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

async function matching(db: Db, condition: SQL | undefined, limit: number): Promise<MemberMatch[]> {
  const rows = await db
    .select({ profile: memberProfiles, disabledAt: memberAccounts.disabledAt })
    .from(memberProfiles)
    .leftJoin(memberAccounts, eq(memberAccounts.id, memberProfiles.memberId))
    .where(condition)
    .orderBy(asc(sql`lower(${memberProfiles.lastName})`), asc(sql`lower(${memberProfiles.firstName})`))
    .limit(limit);
  return rows.map((row) => ({ ...row.profile, disabledAt: row.disabledAt ?? null }));
}

export async function lookUpMembers(db: Db, text: string, limit = 25): Promise<MemberMatch[]> {
  const query = text.trim();
  if (query.length < 2) return [];
  switch (lookupKind(query)) {
    case 'CARD': {
      const memberId = await memberOfCard(db, query.replace(/\D/g, ''));
      return memberId ? matching(db, eq(memberProfiles.memberId, memberId), 1) : [];
    }
    case 'PHONE':
      return matching(db, eq(memberProfiles.phone, query.replace(/\D/g, '').slice(-10)), limit);
    case 'EMAIL':
      return matching(db, sql`lower(${memberProfiles.email}) = ${query.toLowerCase()}`, limit);
    case 'NAME': {
      const words = query.toLowerCase().split(/\s+/).filter(Boolean);
      const [first = '', last] = words;
      // "Ada" finds Ada Lovelace and Ann Adams (a first or last name starting so); "Ada Love" both.
      const condition =
        last !== undefined
          ? and(
              sql`lower(${memberProfiles.firstName}) like ${`${escapeLike(first)}%`}`,
              sql`lower(${memberProfiles.lastName}) like ${`${escapeLike(words.slice(1).join(' '))}%`}`,
            )
          : or(
              sql`lower(${memberProfiles.lastName}) like ${`${escapeLike(first)}%`}`,
              sql`lower(${memberProfiles.firstName}) like ${`${escapeLike(first)}%`}`,
            );
      return matching(db, condition, limit);
    }
  }
}

export async function findMemberForSupport(db: Db, memberId: string): Promise<MemberMatch | null> {
  const [match] = await matching(db, eq(memberProfiles.memberId, memberId), 1);
  return match ?? null;
}
