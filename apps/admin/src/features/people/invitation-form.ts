// An invitation's form: the address, the role and, for a store manager, the stores they run. Its
// rules are the domain's (isEmail, invitationProblem), named at once before anything is sent; the
// server checks them again.
import { invitationProblem, type StaffRole } from '@brewline/domain/accounts/staff-roles';
import { isEmail } from '@brewline/domain/validation/contact-fields';
import type { FieldProblem } from '../../lib/use-form.ts';

export interface InvitationValues {
  readonly email: string;
  readonly role: StaffRole;
  readonly storeIds: readonly number[];
}

export const NO_INVITATION: InvitationValues = { email: '', role: 'STORE_MANAGER', storeIds: [] };

/** Only a store manager's invitation names stores; the others' ticks are kept but not sent. */
export const chosenStores = ({ role, storeIds }: InvitationValues): readonly number[] =>
  role === 'STORE_MANAGER' ? storeIds : [];

export function invitationRules(values: InvitationValues): FieldProblem[] {
  const storesProblem = invitationProblem(values.role, chosenStores(values));
  return [
    ...(isEmail(values.email) ? [] : [{ field: 'email', message: 'Enter a valid email address.' }]),
    ...(storesProblem ? [{ field: 'storeIds', message: storesProblem }] : []),
  ];
}
