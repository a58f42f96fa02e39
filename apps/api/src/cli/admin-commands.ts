// npm run admin -- create-admin EMAIL   makes EMAIL's account a chain admin, or prints an invitation
//                                       link to open after signing up with that address
// npm run admin -- list-staff           lists the back office's people
import { STAFF_ROLE_LABELS } from '@brewline/domain/accounts/staff-roles';
import type { Db } from '../db/client.ts';
import { listStaff } from '../modules/staff/staff-repository.ts';
import { createChainAdmin } from '../modules/staff/staff-service.ts';
import type { CommandContext, CommandIo } from './command-io.ts';

const USAGE = 'usage: npm run admin -- create-admin <email> | list-staff';

export async function runAdminCommand(
  db: Db,
  argv: string[],
  io: CommandIo,
  { now, publicOrigin }: CommandContext,
): Promise<number> {
  const [command, argument, ...rest] = argv;
  if (command === 'create-admin' && argument && rest.length === 0) {
    const outcome = await createChainAdmin(db, argument, publicOrigin, now);
    if (outcome.kind === 'refused') {
      io.err(outcome.message);
      return 1;
    }
    if (outcome.kind === 'granted') {
      io.out(`${outcome.staff.email} is a chain admin. Sign in at ${publicOrigin}/admin.`);
      return 0;
    }
    io.out(`No account uses ${argument.trim().toLowerCase()} yet. Open this link, sign up with that address`);
    io.out(`and accept; it works once, until ${outcome.expiresAt.toISOString()}:`);
    io.out(`\n    ${outcome.link}\n`);
    return 0;
  }
  if (command === 'list-staff' && argument === undefined) {
    const staff = await listStaff(db);
    if (staff.length === 0) io.out('No staff yet: npm run admin -- create-admin <email>');
    for (const person of staff) {
      const stores = person.storeIds.length > 0 ? ` (stores ${person.storeIds.join(', ')})` : '';
      io.out(`${person.email}: ${STAFF_ROLE_LABELS[person.role]}${stores}`);
    }
    return 0;
  }
  io.err(USAGE);
  return 1;
}
