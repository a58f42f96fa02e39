// /account/info, where the bad e-mail banner's 'Update your email' goes
// (docs/product/account.md#screens): the My Account form with its e-mail field focused, not the
// rewards page.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Switch } from 'wouter';
import AccountRoutes from '../src/app/account-routes.tsx';
import { sessionData, stubMemberApi } from './support/member-api.ts';
import { renderMember, storeTokens } from './support/render-member.tsx';

// The profile page is a lazy chunk: load its code before the test, as the checkout's tests preload
// their steps, so that the first transform of its module graph is not timed by findByRole.
await import('../src/features/account/profile-page.tsx');

beforeEach(() => {
  sessionStorage.clear();
  storeTokens('a1', 'r1');
  Element.prototype.scrollIntoView = vi.fn();
  stubMemberApi({ graphql: { Session: () => ({ data: sessionData({ badEmail: true }) }) } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/account/info', () => {
  it('opens the My Account form with the e-mail field focused', async () => {
    renderMember(
      '/account/info',
      <Switch>
        <Route path="/account" nest component={AccountRoutes} />
      </Switch>,
    );
    const form = await screen.findByRole('form', { name: 'My Account' });
    const email = within(form).getByLabelText('Email');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(window.location.pathname).toBe('/account/info');
    expect(screen.getByTestId('bad-email-banner')).toBeTruthy();
  });

  it('keeps the phone field to ten digits in its mask, whatever more is typed', async () => {
    renderMember(
      '/account/info',
      <Switch>
        <Route path="/account" nest component={AccountRoutes} />
      </Switch>,
    );
    const form = await screen.findByRole('form', { name: 'My Account' });
    const phone = within(form).getByLabelText<HTMLInputElement>('Phone');
    fireEvent.input(phone, { target: { value: '70255512345' } });
    expect(phone.value).toBe('(702) 555-1234');
    // The digits stay the same: the controlled field still drops the extra one and the letter.
    fireEvent.input(phone, { target: { value: '(702) 555-12346' } });
    expect(phone.value).toBe('(702) 555-1234');
    fireEvent.input(phone, { target: { value: '(702) 555-1234x' } });
    expect(phone.value).toBe('(702) 555-1234');
  });
});
