// What a member sends to change their profile or account.
import type { Builder } from '../../graphql/builder.ts';
export function addMemberInputs(builder: Builder) {
  const ProfileInput = builder.inputType('MemberProfileInput', {
    description: 'Absent or null optional fields are left as they are.',
    fields: (t) => ({
      firstName: t.string({ required: true }),
      lastName: t.string({ required: true }),
      street: t.string(),
      city: t.string(),
      state: t.string({ description: 'One of the 50 state codes.' }),
      postalCode: t.string({ description: 'Five digits.' }),
      birthday: t.string({ description: 'yyyy-MM-dd; cannot change once set.' }),
    }),
  });
  const AccountInput = builder.inputType('MemberAccountInput', {
    fields: (t) => ({
      email: t.string({ required: true }),
      phone: t.string({ required: true }),
      ewardSubscription: t.boolean({ required: true, description: 'Rewards emails (the spec sends 1/0).' }),
      birthdayPromotionMedium: t.string({ description: "'BrewlineCard' or 'None'; absent leaves it." }),
      orderUpdatesEmail: t.boolean({
        description: 'E-mails about orders (placed, ready, refunded, failed); absent leaves it.',
      }),
    }),
  });
  return { ProfileInput, AccountInput };
}
