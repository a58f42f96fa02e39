// Past the sign-in: asks the server who this person is to the back office (every time the app
// opens, never from the token), then shows the shell, the no-access page, or the sign-in page again
// when the session ended. Each page of admin-routes.tsx is a route, only for those allowed to open it.
import { Suspense } from 'react';
import { useQuery } from 'urql';
import { Route, Switch } from 'wouter';
import { errorCode, errorMessage } from '../lib/api-errors.ts';
import { StaffSessionProvider } from '../lib/staff-session.tsx';
import { StaffSessionQuery } from '../lib/staff-session-query.ts';
import { NoAccessPage } from '../features/auth/no-access-page.tsx';
import { SignInPage } from '../features/auth/sign-in-page.tsx';
import { useSignOut } from '../features/auth/use-sign-out.ts';
import { Button } from '../ui/button.tsx';
import { Notice } from '../ui/notice.tsx';
import { AdminLayout } from './admin-layout.tsx';
import { adminRoutes } from './admin-routes.tsx';
import { DashboardPage } from './dashboard-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { PageLoading } from './page-loading.tsx';
import { PermittedPage } from './permitted-page.tsx';

export function SignedInApp() {
  const signOut = useSignOut();
  const [{ data, error, fetching }, refetch] = useQuery({
    query: StaffSessionQuery,
    requestPolicy: 'network-only',
  });

  if (error && errorCode(error) === 'UNAUTHENTICATED') {
    return <SignInPage notice="Your session ended. Sign in again." />;
  }
  if (error) {
    return (
      <div className="mx-auto max-w-lg p-8">
        <Notice tone="error">{errorMessage(error)}</Notice>
        <Button variant="primary" onClick={() => refetch({ requestPolicy: 'network-only' })}>
          Try again
        </Button>
      </div>
    );
  }
  if (!data || fetching) return <PageLoading />;
  const staff = data.staffSession;
  if (!staff) {
    return <NoAccessPage email={data.session.profile?.email ?? null} onSignOut={() => void signOut()} />;
  }
  return (
    <StaffSessionProvider staff={staff}>
      <AdminRoutes onSignOut={() => void signOut()} />
    </StaffSessionProvider>
  );
}

function AdminRoutes({ onSignOut }: { readonly onSignOut: () => void }) {
  return (
    <AdminLayout onSignOut={onSignOut}>
      <Suspense fallback={<PageLoading />}>
        <Switch>
          <Route path="/">
            <DashboardPage />
          </Route>
          {adminRoutes.flatMap(({ path, page: Page, permission }) => [
            <Route key={path} path={path}>
              <PermittedPage permission={permission}>
                <Page />
              </PermittedPage>
            </Route>,
            <Route key={`${path}/*`} path={`${path}/*`}>
              <PermittedPage permission={permission}>
                <Page />
              </PermittedPage>
            </Route>,
          ])}
          <Route>
            <NotFoundPage />
          </Route>
        </Switch>
      </Suspense>
    </AdminLayout>
  );
}
