// The signed-in member's profile and loyalty card.
import type { Builder } from '../../graphql/builder.ts';
import type { CardRecord } from './member-repository.ts';
import { cardsOf, type ProfileView } from './member-session-service.ts';
export function addMemberProfileTypes(builder: Builder) {
  const MemberCard = builder.objectRef<CardRecord>('MemberCard').implement({
    description: 'A Brewline Card (stored value) of the member.',
    fields: (t) => ({
      cardNumber: t.exposeString('cardNumber', { description: '14 digits.' }),
      balanceCents: t.exposeInt('balanceCents'),
      isDefault: t.exposeBoolean('isDefault'),
    }),
  });
  const MemberProfile = builder.objectRef<ProfileView>('MemberProfile').implement({
    description: "The signed-in member's profile (docs/product/account.md#records), fields in camelCase.",
    fields: (t) => ({
      id: t.exposeID('memberId', { description: "The member id: the access token's sub." }),
      firstName: t.exposeString('firstName'),
      lastName: t.exposeString('lastName'),
      email: t.exposeString('email'),
      phone: t.exposeString('phone', { description: 'Ten digits.' }),
      birthDate: t.exposeString('birthDate', { nullable: true, description: 'yyyy-MM-dd.' }),
      street: t.exposeString('street', { nullable: true }),
      city: t.exposeString('city', { nullable: true }),
      state: t.exposeString('state', { nullable: true }),
      postalCode: t.exposeString('postalCode', { nullable: true }),
      ewardSubscription: t.exposeBoolean('ewardSubscription', { description: 'Rewards emails.' }),
      birthdayPromotionMedium: t.exposeString('birthdayPromotionMedium', {
        nullable: true,
        description: "'BrewlineCard' for the free birthday drink; 'None' or null for none.",
      }),
      badEmail: t.exposeBoolean('badEmail', {
        description: 'The mail server refused the address for good; updating the e-mail clears it.',
      }),
      orderUpdatesEmail: t.exposeBoolean('orderUpdatesEmail', {
        description: 'E-mails about orders: placed, ready, refunded, failed.',
      }),
      birthdaySet: t.exposeBoolean('birthdaySet'),
      acknowledgedTerms: t.exposeBoolean('acknowledgedTerms'),
      cards: t.field({
        type: [MemberCard],
        description:
          'Default card first, then by balance, highest first (docs/product/account.md#card-rules).',
        resolve: (profile, _args, ctx) => cardsOf(ctx.db, profile),
      }),
    }),
  });
  return { MemberCard, MemberProfile };
}
