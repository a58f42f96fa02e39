// What the card calls answer: the member's cards, Add Balance's payment intent and its record.
import type { Builder } from '../../graphql/builder.ts';
import type { PaymentIntentView } from '../../payments/payment-provider.ts';
import type { addMemberSchema } from '../members/member-schema.ts';
import { type CardListResult } from './card-registration-service.ts';
import { type AddBalanceResult } from './card-reload-service.ts';
type MemberRefs = ReturnType<typeof addMemberSchema>;

export function addCardAnswerTypes(builder: Builder, refs: MemberRefs) {
  const CardList = builder.objectRef<CardListResult>('MemberCardsResult').implement({
    description: "A card operation's success message and the member's cards after it.",
    fields: (t) => ({
      message: t.exposeString('message', { description: "The catalogue's success message." }),
      cards: t.field({
        type: [refs.MemberCard],
        description: 'Default card first, then by balance, highest first.',
        resolve: (result) => result.cards,
      }),
    }),
  });
  const ReloadIntent = builder.objectRef<PaymentIntentView>('CardReloadIntent').implement({
    description: "A payment intent bound to one of the member's cards: pay it, then call upsertAddBalance.",
    fields: (t) => ({
      id: t.exposeString('id'),
      paymentIntentId: t.exposeString('id'),
      clientSecret: t.exposeString('clientSecret'),
      amount: t.exposeInt('amountCents', { description: 'Cents.' }),
      status: t.exposeString('status'),
    }),
  });
  const AddBalance = builder.objectRef<AddBalanceResult>('AddBalanceResult').implement({
    fields: (t) => ({
      message: t.exposeString('message', {
        description: "'You successfully added ${amount} to card # {number}!'",
      }),
      card: t.field({ type: refs.MemberCard, resolve: (result) => result.card }),
      added: t.exposeBoolean('added', { description: 'False when this payment had already been added.' }),
    }),
  });
  return { CardList, ReloadIntent, AddBalance };
}
