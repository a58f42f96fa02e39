// A member's way through the app as several journeys walk it: sign up on the provider's page (the
// terms accepted once), and check out a cart already in storage with the sandbox card.
import { expect, type Page } from '@playwright/test';
import { acceptTerms } from './accept-terms.ts';

export interface NewMember {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly password: string;
}

/** Signs up on the provider's page and lands on the rewards page with the terms accepted. */
export async function signUpAsNewMember(page: Page, member: NewMember): Promise<void> {
  await page.goto('/login?signup=1');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('First name').fill(member.firstName);
  await page.getByLabel('Last name').fill(member.lastName);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Mobile phone').fill('7025551234');
  await page.getByLabel('Password (at least 7 characters)').fill(member.password);
  await page.getByLabel('Retype password').fill(member.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/account\/rewards$/);
  await acceptTerms(page);
}

/** Signs in from the checkout's first step; the member's details are known, so pickup comes next. */
export async function signInAtCheckout(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/checkout/login');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/checkout\/(pickup|payment-options|payment)$/);
}

/**
 * From wherever the member's checkout stands (the cart, pickup or the payment choice) to the order
 * page, paying with the sandbox card that succeeds.
 */
export async function payWithSandboxCard(page: Page): Promise<void> {
  if (/\/cart$/.test(page.url())) await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\/(pickup|payment-options|payment)$/);
  // Pickup passes by itself when the store offers one method; the payment choice only with cards.
  const proceed = page.getByRole('button', { name: 'Continue', exact: true });
  const choice = page.getByRole('button', { name: 'CREDIT CARD/MOBILE PAY' });
  const cardForm = page.getByText('Sandbox payments: no real money');
  await expect(proceed.or(choice).or(cardForm)).toBeVisible();
  if (await proceed.isVisible()) await proceed.click();
  await expect(choice.or(cardForm)).toBeVisible();
  if (await choice.isVisible()) await choice.click();
  await expect(cardForm).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('MM/YY').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('ZIP').fill('89109');
  await page.getByRole('button', { name: /COMPLETE ORDER/ }).click();
  await expect(page).toHaveURL(/\/orders\/active$/);
  await expect(page.getByTestId('order-status-message')).toBeVisible();
}
