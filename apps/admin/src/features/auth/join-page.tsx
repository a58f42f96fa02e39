// /admin/join#token: an invitation link. The token is taken out of the address at once (kept in this
// tab's session storage) so it is not left in the history; the person signs in or signs up with the
// invited address, comes back here, and accepts. The server checks the address and says so when
// it is another account's; they can sign out and sign in with the right one.
import { STAFF_ROLE_LABELS } from '@brewline/domain/accounts/staff-roles';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useMutation, useQuery } from 'urql';
import { useLocation } from 'wouter';
import { errorMessage } from '../../lib/api-errors.ts';
import { readAccessToken, subscribeSession } from '../../lib/session-storage.ts';
import { StaffSessionQuery } from '../../lib/staff-session-query.ts';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { AcceptStaffInvitationMutation } from './accept-invitation-mutation.ts';
import { AuthCard } from './auth-card.tsx';
import { startSignIn } from './sign-in-flow.ts';
import { UNREACHABLE_MESSAGE } from './sign-in-page.tsx';
import { readJoinToken, saveJoinToken } from './sign-in-storage.ts';
import { useSignOut } from './use-sign-out.ts';

export const INCOMPLETE_LINK_MESSAGE =
  'This invitation link is incomplete. Open the whole link from the message you were sent.';

/** Moves the token from the address (#token) into session storage, once. */
function takeTokenFromAddress(): string | null {
  const fromHash = window.location.hash.slice(1);
  if (fromHash) {
    saveJoinToken(fromHash);
    window.history.replaceState(window.history.state, '', window.location.pathname);
  }
  return readJoinToken();
}

function SignedOutInvitation() {
  const [problem, setProblem] = useState<string | null>(null);
  const [leaving, setLeaving] = useState<'signIn' | 'signUp' | null>(null);
  const go = async (signUp: boolean) => {
    setLeaving(signUp ? 'signUp' : 'signIn');
    const outcome = await startSignIn('/join', { signUp });
    if (outcome.kind !== 'leaving') {
      setLeaving(null);
      setProblem(UNREACHABLE_MESSAGE);
    }
  };
  return (
    <>
      {problem && <Notice tone="error">{problem}</Notice>}
      <p>
        Sign in with the e-mail address the invitation was sent to. No Brewline account with that address yet?
        Create one first; you come back here to accept.
      </p>
      <div className="mt-6 grid gap-2 sm:grid-cols-2">
        <Button variant="primary" busy={leaving === 'signIn'} onClick={() => void go(false)}>
          Sign in
        </Button>
        <Button busy={leaving === 'signUp'} onClick={() => void go(true)}>
          Create an account
        </Button>
      </div>
    </>
  );
}

function SignedInInvitation({ token }: { readonly token: string }) {
  const [, navigate] = useLocation();
  const signOut = useSignOut();
  const [{ data }] = useQuery({ query: StaffSessionQuery, requestPolicy: 'network-only' });
  const [accepting, accept] = useMutation(AcceptStaffInvitationMutation);
  const email = data?.session.profile?.email ?? null;

  const onAccept = async () => {
    const result = await accept({ token });
    if (result.data) {
      saveJoinToken(null);
      navigate('/', { replace: true });
    }
  };

  const accepted = accepting.data?.acceptStaffInvitation;
  return (
    <>
      {accepting.error && <Notice tone="error">{errorMessage(accepting.error)}</Notice>}
      {accepted && (
        <Notice tone="success">You joined as {STAFF_ROLE_LABELS[accepted.role].toLowerCase()}.</Notice>
      )}
      <p>
        {email ? (
          <>
            You are signed in as <strong className="text-stone-900">{email}</strong>.{' '}
          </>
        ) : null}
        Accept to join the chain&apos;s back office with the role you were invited to.
      </p>
      <div className="mt-6 grid gap-2 sm:grid-cols-2">
        <Button variant="primary" busy={accepting.fetching} onClick={() => void onAccept()}>
          Accept the invitation
        </Button>
        <Button onClick={() => void signOut()}>Use another account</Button>
      </div>
    </>
  );
}

export function JoinPage() {
  const [token] = useState(takeTokenFromAddress);
  const signedIn = useSyncExternalStore(subscribeSession, () => readAccessToken() !== null);
  useEffect(() => {
    document.title = 'Join the back office · Brewline';
  }, []);
  return (
    <AuthCard title="You are invited to the Brewline back office">
      {!token ? (
        <Notice tone="error">{INCOMPLETE_LINK_MESSAGE}</Notice>
      ) : signedIn ? (
        <SignedInInvitation token={token} />
      ) : (
        <SignedOutInvitation />
      )}
    </AuthCard>
  );
}
