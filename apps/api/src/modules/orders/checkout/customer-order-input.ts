import type { CartLineInput } from '../../pricing/cart-pricing.ts';

/** The order payload of the spec (docs/product/ordering.md#records), as sendCustomerOrder and the payment intent receive it. */
export interface CustomerOrderInput {
  cartId: string;
  pickupLocation: string;
  items: CartLineInput[];
  subtotal: number;
  taxAmount: number;
  total: number;
  payment: {
    creditCardPayment?: { amount: number; token: string } | null | undefined;
    giftCardPayments?: { cardNumber: string; amount: number }[] | null | undefined;
  };
  guestEmail?: string | null | undefined;
  pickupName: string;
  phone: string;
  appUserId?: string | null | undefined;
  profileId?: string | null | undefined;
  time?: string | null | undefined;
  /** A claimed free-drink reward of the signed-in member to use on this order. */
  claimedRewardId?: string | null | undefined;
  car?: { make: string; model: string; color: string; year?: number | null | undefined } | null | undefined;
}
