// Two refusals of the card operations the app treats apart: the Add Another Card form's message
// (the same for a mistyped, unknown or someone else's number) and a disabled account, which the
// mapping point answers with HTTP 418 (docs/product/account.md#messages).
import { BRAND_NAME, messages, SUPPORT_EMAIL } from '@brewline/domain/messages/messages';
import { Refusal } from '@brewline/domain/messages/refusal';

export function invalidCardNumber(field = 'cardNumber'): Refusal {
  const message = messages.INVALID_CARD_NUMBER({ brand: BRAND_NAME });
  return new Refusal('INVALID_INPUT', message, { fieldErrors: { [field]: message } });
}

export function suspendedAccount(): Refusal {
  return new Refusal('ACCOUNT_SUSPENDED', messages.ACCOUNT_DISABLED({ email: SUPPORT_EMAIL }));
}
