// Sign Out from the chrome: the logout code loads on the click, so guests never download it.
import { useCallback } from 'react';
import { useClient } from 'urql';

export function useSignOut(): () => void {
  const client = useClient();
  return useCallback(() => {
    void import('./logout.ts').then(({ logout }) => logout(client));
  }, [client]);
}
