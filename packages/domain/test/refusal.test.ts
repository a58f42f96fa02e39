import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../src/messages/error-code-descriptions.ts';
import { isErrorCode } from '../src/messages/error-codes.ts';
import { messages } from '../src/messages/messages.ts';
import { editConflict, invalidFields, Refusal } from '../src/messages/refusal.ts';
import { refusalMessages } from '../src/messages/refusal-messages.ts';

describe('refusals', () => {
  it('carry a code of the list, the catalogue text and the details', () => {
    const refusal = new Refusal('CARD_HAS_BALANCE', messages.CARD_REMOVE_HAS_BALANCE(), {
      cardLastFour: '1234',
    });
    expect(refusal).toBeInstanceOf(Error);
    expect([refusal.code, refusal.message, refusal.details]).toEqual([
      'CARD_HAS_BALANCE',
      'A card can be removed only when its balance is $0.00.',
      { cardLastFour: '1234' },
    ]);
    expect(new Refusal('FORBIDDEN', refusalMessages.STAFF_ROLE_REFUSED()).details).toEqual({});
  });

  it("say a form's first field message and hold them all", () => {
    const refusal = invalidFields({ firstName: messages.FIRST_NAME_EMPTY(), zip: messages.ZIP_EMPTY() });
    expect(refusal.code).toBe('INVALID_INPUT');
    expect(refusal.message).toBe('First Name cannot be empty');
    expect(refusal.details).toEqual({
      fieldErrors: { firstName: 'First Name cannot be empty', zip: 'Zip cannot be empty' },
    });
    expect(invalidFields({}).message).toBe('Please check that all fields are filled out correctly.');
  });

  it('name what someone else saved, with the record as it is now', () => {
    const refusal = editConflict('store', { id: 7, version: 3 });
    expect(refusal.code).toBe('EDIT_CONFLICT');
    expect(refusal.message).toBe(
      'Someone else saved this store while you were editing it. Their version is shown beside yours; nothing was saved.',
    );
    expect(refusal.details).toEqual({ current: { id: 7, version: 3 } });
  });

  it('know the codes of the list and nothing else', () => {
    expect(Object.keys(ERROR_CODES).every(isErrorCode)).toBe(true);
    expect([isErrorCode('NOT_A_CODE'), isErrorCode(42), isErrorCode(null), isErrorCode('toString')]).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
