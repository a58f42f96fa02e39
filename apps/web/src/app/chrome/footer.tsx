import { Link } from 'wouter';

export function Footer() {
  return (
    <footer className="mb-16 border-t border-stone-200 bg-white py-6 text-sm text-stone-600 lg:mb-0">
      <div className="layout-width flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <nav aria-label="Legal" className="flex flex-wrap gap-x-5 gap-y-2">
          <a href="https://brewline.example/privacy" className="hover:underline">
            Privacy Policy
          </a>
          <a href="https://brewline.example/terms" className="hover:underline">
            Terms of Use
          </a>
          <Link href="/accessibility-statement" className="hover:underline">
            Accessibility Statement
          </Link>
        </nav>
        <p>© {new Date().getFullYear()} Brewline Coffee Company. All rights reserved.</p>
      </div>
    </footer>
  );
}
