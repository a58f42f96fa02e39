// A path inside /admin that is no page, or a page the person's role cannot open.
import { Link } from 'wouter';
import { PageHeader } from '../ui/page-header.tsx';
import { buttonClass } from '../ui/button.tsx';

export function NotFoundPage({ notAllowed = false }: { readonly notAllowed?: boolean }) {
  return (
    <>
      <PageHeader
        title={notAllowed ? 'Not open to your role' : 'Page not found'}
        description={
          notAllowed
            ? 'Your role does not allow this page. A chain admin can change your role.'
            : 'There is no such page in the back office.'
        }
      />
      <Link href="/" className={buttonClass('primary')}>
        Back to the dashboard
      </Link>
    </>
  );
}
