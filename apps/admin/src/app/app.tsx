// The back office at /admin: the sign-in callback and the invitation page work without a session;
// everything else needs one, and the server's answer about who this person is.
import { useMemo, useSyncExternalStore } from 'react';
import { Provider } from 'urql';
import { Route, Router, Switch } from 'wouter';
import { JoinPage } from '../features/auth/join-page.tsx';
import { LoginCallbackPage } from '../features/auth/login-callback-page.tsx';
import { SignInPage } from '../features/auth/sign-in-page.tsx';
import { createAdminClient } from '../lib/graphql-client.ts';
import { readAccessToken, subscribeSession } from '../lib/session-storage.ts';
import { SignedInApp } from './signed-in-app.tsx';

export function App() {
  const signedIn = useSyncExternalStore(subscribeSession, () => readAccessToken() !== null);
  // A new client (an empty cache) at each sign-in and sign-out: nothing one person's session cached
  // is shown to the next person at this computer.
  const client = useMemo(() => createAdminClient(signedIn), [signedIn]);
  return (
    <Provider value={client}>
      <Router base="/admin">
        <Switch>
          <Route path="/login">
            <LoginCallbackPage />
          </Route>
          <Route path="/join">
            <JoinPage />
          </Route>
          <Route>{signedIn ? <SignedInApp key="signed-in" /> : <SignInPage />}</Route>
        </Switch>
      </Router>
    </Provider>
  );
}
