// The GraphQL endpoint (/graphql) and its live connections: the schema under the hardening limits,
// errors answered without internals, and the subscriptions' sockets with their board terminal or
// member. buildServer (server.ts) registers it once the shared parts exist.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import mercurius from 'mercurius';
import type { Db } from './db/client.ts';
import type { IdentityHandle } from './identity/register-identity.ts';
import { connectionAuthorization, GUEST } from './identity/member-identity.ts';
import { terminalFromConnectionPayload, terminalOfContext } from './modules/terminals/terminal-auth.ts';
import { LIVE_SOCKET } from './modules/terminals/board-socket-hold.ts';
import type { TerminalPresence } from './modules/terminals/terminal-presence.ts';
import type { LiveConnections, LiveSocket } from './realtime/live-connections.ts';
import type { Realtime } from './realtime/realtime.ts';
import { guardSocketFrames, type FramedSocket } from './realtime/socket-frames.ts';
import { buildGraphQLSchema } from './build-schema.ts';
import type { AppContext } from './context.ts';
import {
  GENERIC_ERROR_MESSAGE,
  MAX_QUERY_DEPTH,
  MAX_TOKENS,
  publicMessage,
  safeErrorMessage,
  validationRules,
} from './graphql/hardening.ts';

export interface GraphQLEndpointDeps {
  db: Db;
  production: boolean;
  /** What every request and subscription shares: the database, menu, clock, payments and events. */
  shared: Omit<AppContext, 'terminal' | 'member'>;
  /** The request's own context: its board terminal and member. */
  context: (request: FastifyRequest) => Promise<AppContext>;
  realtime: Realtime;
  liveConnections: LiveConnections;
  presence: TerminalPresence;
  identity: IdentityHandle;
}

export async function registerGraphQL(app: FastifyInstance, deps: GraphQLEndpointDeps): Promise<void> {
  const { db, production, shared, realtime, liveConnections, presence, identity } = deps;
  await app.register(mercurius, {
    schema: buildGraphQLSchema(),
    path: '/graphql',
    graphiql: false,
    jit: 1,
    queryDepth: MAX_QUERY_DEPTH,
    graphql: { parseOptions: { maxTokens: MAX_TOKENS } },
    validationRules: validationRules(production),
    allowBatchedQueries: false,
    errorFormatter: graphQLErrorFormatter(app, production),
    context: (request) => deps.context(request),
    subscription: {
      // With Redis, an event published on any server reaches the subscriptions held on every server.
      ...(realtime.emitter ? { emitter: realtime.emitter } : {}),
      context: (socket: LiveSocket & FramedSocket) => {
        liveConnections.track(socket);
        guardSocketFrames(socket);
        // The socket rides in the connection's context, so a board's can be closed when it is revoked
        // (board-socket-hold.ts).
        return { ...shared, member: GUEST, [LIVE_SOCKET]: socket };
      },
      // A board's live connection carries its token in connection_init and makes its terminal CONNECTED.
      // A member's connection carries their access token, so their orders' live status reaches them
      // on any device (a subscription to an order needs its member or its viewer key).
      onConnect: async ({ payload }: { payload: unknown }) => {
        const terminal = await terminalFromConnectionPayload(db, payload);
        if (terminal) await presence.connected(terminal);
        return { terminal, member: await identity.verifier.authenticate(connectionAuthorization(payload)) };
      },
      onDisconnect: async (connectionContext: object) => {
        const terminal = terminalOfContext(connectionContext);
        if (terminal) await presence.disconnected(terminal);
      },
    },
  });
}

/** Resolver failures carry a path; an unexpected one is logged and answered generically. */
function graphQLErrorFormatter(
  app: FastifyInstance,
  production: boolean,
): NonNullable<mercurius.MercuriusOptions['errorFormatter']> {
  return (execution, errorContext) => {
    const formatted = mercurius.defaultErrorFormatter(execution, errorContext);
    const hidden = new Set<string>();
    for (const error of execution.errors) {
      if (
        error.path &&
        safeErrorMessage(error, production) === GENERIC_ERROR_MESSAGE &&
        error.message !== GENERIC_ERROR_MESSAGE
      ) {
        hidden.add(JSON.stringify(error.path));
        app.log.error({ err: error.originalError ?? error }, 'GraphQL resolver failed');
      }
    }
    const errors = (formatted.response.errors ?? []).map((error) => ({
      ...error,
      message:
        error.path && hidden.has(JSON.stringify(error.path))
          ? GENERIC_ERROR_MESSAGE
          : publicMessage(error.message, production),
    }));
    return { statusCode: formatted.statusCode, response: { ...formatted.response, errors } };
  };
}
