// A guest's favorites action goes to login and comes back here afterwards
// (docs/product/account.md#who-it-is-for, #who-may-do-what).
import { favoritesLoginPath } from '@brewline/domain/accounts/favorites';
import { useCallback } from 'react';
import { useLocation } from 'wouter';

export function useGuestToLogin(): () => void {
  const [, navigate] = useLocation();
  return useCallback(() => {
    // The full path from the address bar: inside a nested route wouter's location is relative.
    navigate(`~${favoritesLoginPath(window.location.pathname + window.location.search)}`);
  }, [navigate]);
}
