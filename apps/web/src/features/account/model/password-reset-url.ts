// Where "Forgot password?" leads: the identity provider's own page for it, which the server names in
// /identity-config.json (our provider's, or the configured provider's; none when it has none).
import { loadIdentityConfig } from '@brewline/web-auth/identity-config';
import { useEffect, useState } from 'react';

export function usePasswordResetUrl(): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    loadIdentityConfig()
      .then((config) => {
        if (live) setUrl(config.passwordResetUrl ?? null);
      })
      // Without the config the link is simply not shown; the form works as before.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return url;
}
