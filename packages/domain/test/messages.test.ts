import { describe, expect, it } from 'vitest';
import { BRAND_NAME, formatMessage, isMessageCode, messages } from '../src/messages/messages.ts';

describe('message catalogue', () => {
  it('fills in parameters', () => {
    expect(messages.ADD_BALANCE_CONFIRM({ amountCents: 1000, cardNumber: '12345678901234' })).toBe(
      'Add $10.00 to card # 12345678901234?',
    );
    expect(messages.ADD_BALANCE_SUCCESS({ amountCents: 550, cardNumber: '12345678901234' })).toBe(
      'You successfully added $5.50 to card # 12345678901234!',
    );
    expect(messages.UNAVAILABLE_ITEMS_REMOVED({ names: ['Iced Latte', 'Scone'] })).toBe(
      "We've removed the unavailable item(s) from your cart: Iced Latte, Scone. Please select a different store or product to proceed with checkout.",
    );
    expect(messages.ACCOUNT_DISABLED({ email: 'help@brewline.example' })).toBe(
      'Due to suspicious behavior, we have disabled this account. Please contact help@brewline.example if you need assistance with your account.',
    );
    expect(messages.ACTIVE_ORDER_NOT_FOUND({ id: 'abc' })).toBe(
      'Woops! Something went wrong when we tried to find the active order. Active order id: abc',
    );
    expect(messages.STORE_SEARCH_NO_RESULTS({ search: 'Tulsa' })).toBe('0 results for Tulsa');
    expect(messages.STORE_SEARCH_NO_RESULTS({})).toBe('0 results');
    expect(messages.FIELD_REQUIRED({ field: 'Make' })).toBe('Make is required.');
    expect(messages.BALANCE_DUE({ amountCents: 425 })).toBe('Balance Due: $4.25');
  });

  it('takes the brand as a parameter', () => {
    expect(BRAND_NAME).toBe('Brewline');
    const brand = { brand: BRAND_NAME };
    expect(messages.CARD_ADDED(brand)).toBe('Brewline Card Successfully Added!');
    expect(messages.INVALID_CARD_NUMBER(brand)).toBe('Invalid Brewline Card Number');
    expect(messages.SELECT_CARD_TO_PAY(brand)).toBe('Select Brewline Card to pay with:');
    expect(messages.SELECT_CARD_TO_CHECKOUT({ brand: 'Java Joe' })).toBe(
      'Please select any Java Joe Card to proceed checkout.',
    );
    expect(messages.ADD_BALANCE_DESCRIPTION(brand)).toBe('Brewline Card Balance Reload');
    expect(messages.PAYMENT_OPTION_STORED_CARD(brand)).toBe('BREWLINE CARD');
  });

  it('keeps the spec wording of fixed texts, full stops included', () => {
    expect(messages.STORE_NOT_ACCEPTING_ORDERS()).toBe(
      'This store is currently not accepting online orders. Please select a different store',
    );
    expect(messages.STORE_NOT_ACCEPTING_ORDERS_STEP()).toBe(
      'This store is currently not accepting online orders. Please select a different store.',
    );
    expect(messages.ADD_BALANCE_FAILED()).toBe(
      'Oh no! We could not add to your balance! Please try again later. Your card was not charged',
    );
    expect(messages.PAYMENT_ERROR()).toBe('An error occurred');
    expect(messages.TERMS_UPDATED()).toBe(
      "We've updated our Terms and Conditions. Please acknowledge and accept before proceeding.",
    );
  });

  it('formats by code', () => {
    expect(formatMessage('NO_DATA')).toBe('No data.');
    expect(formatMessage('CARD_ADDED', { brand: 'Brewline' })).toBe('Brewline Card Successfully Added!');
    expect(isMessageCode('NO_DATA')).toBe(true);
    expect(isMessageCode('toString')).toBe(false);
  });

  it('has a non-empty text for every code', () => {
    const sample = {
      brand: 'B',
      amountCents: 1,
      cardNumber: 'n',
      names: ['x'],
      email: 'e',
      id: 'i',
      field: 'F',
      maximumCents: 100,
      maxLength: 5,
      search: 's',
    };
    for (const template of Object.values(messages)) {
      expect((template as (p: typeof sample) => string)(sample).trim()).not.toBe('');
    }
  });
});
