// The pickup-details step: masks as typed, the exact messages after a touch or a failed Continue,
// the banner, and the state kept across a reload.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openStoreHandlers, seedBrowser } from './support/checkout-fixtures.ts';
import { stubCheckoutApi } from './support/checkout-api.ts';
import { currentPath, renderCheckout } from './support/render-checkout.tsx';

beforeEach(() => {
  seedBrowser();
  stubCheckoutApi(openStoreHandlers());
  window.scrollTo = vi.fn();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const field = (name: string) => screen.getByLabelText<HTMLInputElement>(name);

describe('checkout pickup details', () => {
  it('sends a bare /checkout to the login step, which offers Login and Continue as guest', async () => {
    renderCheckout('/checkout');
    expect(await screen.findByRole('heading', { name: "Who's picking this up?" })).toBeTruthy();
    expect(currentPath()).toBe('/checkout/login');
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue as guest' }));
    expect(currentPath()).toBe('/checkout/profile');
    expect(await screen.findByLabelText('Name')).toBeTruthy();
  });

  it('sends Login to the sign-in page with the redirect back to the profile step', async () => {
    renderCheckout('/checkout/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(window.location.pathname + window.location.search).toBe('/login?redirect=%2Fcheckout%2Fprofile');
  });

  it('shows every message and the banner after a Continue with nothing filled in', async () => {
    renderCheckout('/checkout/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Please check that all fields are filled out correctly.',
    );
    expect(screen.getByText('Please enter a name')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email')).toBeTruthy();
    expect(screen.getByText('Please enter a valid mobile phone')).toBeTruthy();
    expect(currentPath()).toBe('/checkout/profile');
  });

  it('shows a message only once its field has been left', async () => {
    renderCheckout('/checkout/profile');
    fireEvent.input(await screen.findByLabelText('Email'), { target: { value: 'ada@' } });
    expect(screen.queryByText('Please enter a valid email')).toBeNull();
    fireEvent.focusOut(field('Email'));
    expect(screen.getByText('Please enter a valid email')).toBeTruthy();
    expect(screen.queryByText('Please enter a name')).toBeNull();
  });

  it('keeps letters and spaces in the name, drops spaces from the email and masks the phone', async () => {
    renderCheckout('/checkout/profile');
    fireEvent.input(await screen.findByLabelText('Name'), { target: { value: 'Ada L0velace!' } });
    fireEvent.input(field('Email'), { target: { value: ' ada @example.com' } });
    fireEvent.input(field('Phone'), { target: { value: '702555' } });
    expect(field('Name').value).toBe('Ada Lvelace');
    expect(field('Email').value).toBe('ada@example.com');
    expect(field('Phone').value).toBe('(702) 555');
    fireEvent.input(field('Phone'), { target: { value: '(702) 555-12345' } });
    expect(field('Phone').value).toBe('(702) 555-1234');
    // What cleaning drops is dropped from the field too, not only from the state.
    fireEvent.input(field('Phone'), { target: { value: '(702) 555-12346' } });
    expect(field('Phone').value).toBe('(702) 555-1234');
    fireEvent.input(field('Name'), { target: { value: 'Ada Lvelace7' } });
    expect(field('Name').value).toBe('Ada Lvelace');
  });

  it('refuses a number that is no US mobile, then goes on to pickup when all is valid', async () => {
    renderCheckout('/checkout/profile');
    fireEvent.input(await screen.findByLabelText('Name'), { target: { value: 'Ada' } });
    fireEvent.input(field('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.input(field('Phone'), { target: { value: '1234567890' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please enter a valid mobile phone')).toBeTruthy();
    fireEvent.input(field('Phone'), { target: { value: '7025551234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(currentPath()).toBe('/checkout/pickup'));
    expect(window.history.state).toMatchObject({ from: 'profile' });
  });

  it('keeps what was typed across a reload (session storage)', async () => {
    const first = renderCheckout('/checkout/profile');
    fireEvent.input(await screen.findByLabelText('Name'), { target: { value: 'Grace' } });
    first.unmount();
    renderCheckout('/checkout/profile');
    expect((await screen.findByLabelText<HTMLInputElement>('Name')).value).toBe('Grace');
  });

  it('sends an empty cart back to /cart', async () => {
    seedBrowser([]);
    renderCheckout('/checkout/profile');
    await waitFor(() => expect(currentPath()).toBe('/cart'));
  });
});
