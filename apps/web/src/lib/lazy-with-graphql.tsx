// React.lazy for screens and dialogs that use GraphQL: loads the component and the GraphQL code
// together and renders the component inside the app's GraphQL Provider (graphql-provider.tsx). Use it
// instead of lazy() for anything that runs a query or a mutation, or that may render something that does.
// It can be preloaded, and then renders without suspending (preloadable-lazy.tsx).
import type { ComponentType } from 'react';
import { preloadableLazy, type PreloadableLazy } from './preloadable-lazy.tsx';

export function lazyWithGraphQL<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableLazy<P> {
  return preloadableLazy(async () => {
    const [{ default: Component }, { GraphQLProvider }] = await Promise.all([
      load(),
      import('./graphql-provider.tsx'),
    ]);
    function WithGraphQL(props: P) {
      return (
        <GraphQLProvider>
          <Component {...props} />
        </GraphQLProvider>
      );
    }
    return { default: WithGraphQL };
  });
}
