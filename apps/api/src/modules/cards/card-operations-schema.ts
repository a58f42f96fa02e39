// memberCards, and the card edits: add, set default, remove, combine, Add Balance.
import type { Builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../context.ts';
import { listMemberCards } from '../members/member-session-service.ts';
import { requireCardMember } from './card-access.ts';
import { addCard, removeCard, setDefaultCard } from './card-registration-service.ts';
import { createReloadIntent, upsertAddBalance, type ReloadDeps } from './card-reload-service.ts';
import { combineCards } from './combine-cards.ts';
import type { addMemberSchema } from '../members/member-schema.ts';
import type { addCardAnswerTypes } from './card-answers-schema.ts';

const CARD_NUMBER_ARG = { required: true, description: '14 digits; spaces are ignored.' } as const;

const reloadDeps = (ctx: GraphQLContext): ReloadDeps => ({
  db: ctx.db,
  payments: ctx.payments,
  now: ctx.now(),
});

type Answers = ReturnType<typeof addCardAnswerTypes>;

export function addCardListOperations(
  builder: Builder,
  { CardList }: Answers,
  MemberCard: ReturnType<typeof addMemberSchema>['MemberCard'],
): void {
  builder.queryFields((t) => ({
    memberCards: t.field({
      type: [MemberCard],
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
  }));
}

export function addAddBalanceOperations(builder: Builder, { ReloadIntent, AddBalance }: Answers): void {
  builder.mutationFields((t) => ({
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
