// Brewline Card GraphQL (docs/product/account.md#cards-page, #card-rules, #calls): the
// member's cards, add, set default, remove, combine, and Add Balance's payment intent and record.
// No operation takes a member id: the member is the access token's subject. An account flagged for
// suspicious card numbers is refused with HTTP 418 by every one of them.
// Each type lives in a file of its own; this puts them together.
import type { Builder } from '../../graphql/builder.ts';
import type { addMemberSchema } from '../members/member-schema.ts';
import { addCardAnswerTypes } from './card-answers-schema.ts';
import { addAddBalanceOperations, addCardListOperations } from './card-operations-schema.ts';

export function addCardSchema(builder: Builder, refs: ReturnType<typeof addMemberSchema>): void {
  const answers = addCardAnswerTypes(builder, refs);
  addCardListOperations(builder, answers, refs.MemberCard);
  addAddBalanceOperations(builder, answers);
}
