// Brewline Card GraphQL (docs/product/account.md#cards-page, #card-rules, #calls): the
// member's cards, add, set default, remove, combine, and Add Balance's payment intent and record.
// No operation takes a member id: the member is the access token's subject. An account flagged for
// suspicious card numbers is refused with HTTP 418 by every one of them.
import type { Builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { PaymentIntentView } from '../../payments/payment-provider.ts';
import { listMemberCards } from '../members/member-session-service.ts';
import type { addMemberSchema } from '../members/member-schema.ts';
import { requireCardMember } from './card-access.ts';
import { addCard, removeCard, setDefaultCard, type CardListResult } from './card-registration-service.ts';
import {
  createReloadIntent,
  upsertAddBalance,
  type AddBalanceResult,
  type ReloadDeps,
} from './card-reload-service.ts';
import { combineCards } from './combine-cards.ts';

const CARD_NUMBER_ARG = { required: true, description: '14 digits; spaces are ignored.' } as const;

const reloadDeps = (ctx: GraphQLContext): ReloadDeps => ({
  db: ctx.db,
  payments: ctx.payments,
  now: ctx.now(),
});

export function addCardSchema(builder: Builder, refs: ReturnType<typeof addMemberSchema>) {
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

  builder.queryFields((t) => ({
    memberCards: t.field({
      type: [refs.MemberCard],
      description: "The member's Brewline Cards, default first, then by balance, highest first.",
      resolve: async (_root, _args, ctx) => listMemberCards(ctx.db, await requireCardMember(ctx)),
    }),
  }));

  builder.mutationFields((t) => ({
    addCard: t.field({
      type: CardList,
      description:
        "'Add Another Card': registers an unregistered card. A wrong number answers 'Invalid Brewline Card Number'; five in a row disable the account's card features (HTTP 418).",
      args: { cardNumber: t.arg.string(CARD_NUMBER_ARG) },
      resolve: async (_root, args, ctx) =>
        addCard(ctx.db, await requireCardMember(ctx), args.cardNumber, ctx.now()),
    }),
    setDefaultCard: t.field({
      type: CardList,
      description: 'Makes the card the only default.',
      args: { cardNumber: t.arg.string(CARD_NUMBER_ARG) },
      resolve: async (_root, args, ctx) =>
        setDefaultCard(ctx.db, await requireCardMember(ctx), args.cardNumber),
    }),
    removeCard: t.field({
      type: CardList,
      description: 'Removes a card whose balance is $0.00 from the account.',
      args: { cardNumber: t.arg.string(CARD_NUMBER_ARG) },
      resolve: async (_root, args, ctx) => removeCard(ctx.db, await requireCardMember(ctx), args.cardNumber),
    }),
    combineCards: t.field({
      type: CardList,
      description: "Moves the whole balance of one of the member's cards onto another of theirs.",
      args: { fromCardNumber: t.arg.string(CARD_NUMBER_ARG), toCardNumber: t.arg.string(CARD_NUMBER_ARG) },
      resolve: async (_root, args, ctx) =>
        combineCards(ctx.db, await requireCardMember(ctx), args, ctx.now()),
    }),
    createStripePaymentIntent: t.field({
      type: ReloadIntent,
      description:
        "Add Balance's payment intent for one of the member's cards: $0.50 to $500.00 in cents, currency 'usd'.",
      args: {
        amount: t.arg.int({ required: true, description: 'Cents.' }),
        currency: t.arg.string({ required: true }),
        description: t.arg.string({ description: "'Brewline Card Balance Reload' when given." }),
        giftCardNumber: t.arg.string(CARD_NUMBER_ARG),
      },
      resolve: async (_root, args, ctx) =>
        createReloadIntent(reloadDeps(ctx), await requireCardMember(ctx), args),
    }),
    upsertAddBalance: t.field({
      type: AddBalance,
      description:
        'Records a succeeded Add Balance payment on its card, once; a replay adds nothing and returns the balance.',
      args: {
        paymentIntentId: t.arg.string({ required: true }),
        giftCardNumber: t.arg.string(CARD_NUMBER_ARG),
        balanceToAdd: t.arg.int({ required: true, description: 'Cents; must equal the payment.' }),
      },
      resolve: async (_root, args, ctx) =>
        upsertAddBalance(reloadDeps(ctx), await requireCardMember(ctx), args),
    }),
  }));
}
