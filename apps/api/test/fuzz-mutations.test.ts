// The fuzz suite: at least 10,000 generated inputs (FUZZ_INPUTS) spread over EVERY mutation of the
// built schema (a mutation added later is fuzzed without touching this file), sent as a guest, as a
// signed-in member and as a store board. Inputs mix valid-looking values, hostile text and wrong
// types through variables. Every answer must be below 500, carry no stack trace, SQL, database
// words or server path, and every refusal a message (never the generic internal-failure one); a
// refused call must change nothing in the database (row triggers record every committed change).
// The queries get 1,000 more inputs (FUZZ_QUERY_INPUTS) under the same checks.
// PGlite only and app.inject (no sockets): it has to stay fast enough for every `npm test`.
import fc from 'fast-check';
import type { GraphQLField } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGraphQLSchema } from '../src/build-schema.ts';
import type { RateLimitSettings } from '../src/http/rate-limit.ts';
import { createPairingCode, exchangePairingCode } from '../src/modules/terminals/terminal-credentials.ts';
import { problemsWith } from './support/answer-checks.ts';
import { installChangeLog, type ChangeLog } from './support/change-log.ts';
import { argumentsFor, operationDocument, stringsIn, type KnownValues } from './support/fuzz-inputs.ts';
import { paidOrder, sendOrder } from './support/order-flow.ts';
import { startSecuredServer, type SecuredServer } from './support/secured-server.ts';
import { availableTestDatabases } from './support/test-databases.ts';

const [pglite] = await availableTestDatabases();
if (!pglite) throw new Error('no embedded database');

const TOTAL_INPUTS = Number(process.env['FUZZ_INPUTS'] ?? 10_000);
const SEED = Number(process.env['FUZZ_SEED'] ?? 9_090_909);
/** Queries must be as safe: fewer inputs, as they have fewer ways to go wrong (nothing is written). */
const QUERY_INPUTS = Number(process.env['FUZZ_QUERY_INPUTS'] ?? 1_000);
/** A mutation without arguments has one input; it is still called, as each persona, a few times. */
const CALLS_WITHOUT_ARGUMENTS = 12;
const LAS_VEGAS = 118; // open around the clock

// Limits so high the fuzz never meets them, while the limiter still runs on every call.
const UNREACHABLE: RateLimitSettings = {
  orders: { perMember: 1e9, perAddress: 1e9 },
  cardAdds: { perMember: 1e9, perAddress: 1e9 },
  reloads: { perMember: 1e9, perAddress: 1e9 },
  feedback: { perMember: 1e9, perAddress: 1e9 },
};

type Persona = 'guest' | 'member' | 'board';
const PERSONAS: Persona[] = ['guest', 'member', 'board'];

interface Failure {
  operation: string;
  persona: Persona;
  problem: string;
  variables: string;
  answer: string;
}

const clip = (text: string, length = 300) =>
  text.length > length ? `${text.slice(0, length)}…(${text.length})` : text;

describe('fuzzing every mutation', () => {
  let server: SecuredServer;
  let changes: ChangeLog;
  let boardToken = '';
  const memberTokens = new Map<string, string>();
  const known: KnownValues = { cardNumbers: [], orderIds: [], rewardIds: [] };
  const schema = buildGraphQLSchema();
  const mutations = Object.values(schema.getMutationType()?.getFields() ?? {}) as GraphQLField<
    unknown,
    unknown
  >[];
  const queries = Object.values(schema.getQueryType()?.getFields() ?? {}) as GraphQLField<unknown, unknown>[];
  let queryMemberToken = '';

  beforeAll(async () => {
    const setupStarted = performance.now();
    server = await startSecuredServer(pglite, {
      rateLimits: UNREACHABLE,
      addressLimits: { events: 1e9, signUps: 1e9, passwordResets: 1e9, queries: 1e9 },
      logLevel: 'silent',
      // What changes in the database while a refused input is answered must be that input's doing.
      quietBackground: true,
    });
    const db = server.database.handle.db;
    const now = new Date();
    const pairing = await createPairingCode(db, LAS_VEGAS, 2, now);
    boardToken = (await exchangePairingCode(db, pairing.code, now))?.token ?? '';
    // One member per mutation: what one mutation's fuzz does to its member (a suspended card feature,
    // a sign-out) never hides another mutation's paths.
    for (const mutation of mutations) {
      const member = await server.signUp(`fuzz-${mutation.name.toLowerCase()}`);
      memberTokens.set(mutation.name, member.tokens.access_token);
      const session = await server.graphql<{ session: { profile: { cards: { cardNumber: string }[] } } }>(
        '{ session { profile { cards { cardNumber } } } }',
        {},
        { token: member.tokens.access_token },
      );
      known.cardNumbers.push(...(session.data?.session.profile.cards.map((c) => c.cardNumber) ?? []));
    }
    queryMemberToken = (await server.signUp('fuzz-queries')).tokens.access_token;
    // A real order, so board actions and order ids reach past "not found".
    const asRunning = {
      ...server,
      graphql: <T>(q: string, v?: Record<string, unknown>) => server.graphql<T>(q, v),
    };
    const order = await paidOrder(asRunning, LAS_VEGAS);
    const sent = await sendOrder(asRunning, LAS_VEGAS, order);
    if (sent.data) known.orderIds.push(sent.data.sendCustomerOrder.id);
    changes = await installChangeLog(db);
    console.log(`fuzz setup: ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`);
  });
  afterAll(async () => {
    await server.close();
  });

  it('derives the mutations from the schema', () => {
    expect(mutations.length).toBeGreaterThanOrEqual(10);
    expect(changes.tables).toEqual(
      expect.arrayContaining(['orders', 'member_cards', 'feedback', 'member_profiles']),
    );
  });

  it('notices a committed change (the detector works)', async () => {
    await changes.take();
    const answer = await server.graphql(
      'mutation { sendFeedback(category: "Online Ordering Help", feedbackText: "Detector check") { message } }',
    );
    expect(answer.errors).toBeUndefined();
    expect(await changes.take()).toEqual(['feedback:INSERT']);
  });

  /**
   * Sends `total` generated inputs spread over the fields (a field without arguments gets a few
   * calls), cycling guest, member and board, and checks every answer. Prints one line of counts and
   * the first distinct failures; returns the distinct failures.
   */
  async function fuzz(
    kind: 'mutation' | 'query',
    fields: GraphQLField<unknown, unknown>[],
    total: number,
    memberToken: (field: string) => string | undefined,
  ): Promise<{ inputs: number; distinct: string[] }> {
    const started = performance.now();
    const cpuAtStart = process.cpuUsage();
    const withArguments = fields.filter((f) => f.args.length > 0);
    const without = fields.length - withArguments.length;
    const perField = Math.ceil((total - without * CALLS_WITHOUT_ARGUMENTS) / withArguments.length);
    const failures: Failure[] = [];
    const counts = {
      inputs: 0,
      refused: 0,
      accepted: 0,
      illTyped: 0,
      byPersona: { guest: 0, member: 0, board: 0 },
    };

    for (const [index, field] of fields.entries()) {
      const document = operationDocument(kind, field);
      const runs = field.args.length > 0 ? perField : CALLS_WITHOUT_ARGUMENTS;
      const inputs = fc.sample(argumentsFor(field, known), { numRuns: runs, seed: SEED + index });
      for (const [run, input] of inputs.entries()) {
        const persona = PERSONAS[run % PERSONAS.length] ?? 'guest';
        const token =
          persona === 'member' ? memberToken(field.name) : persona === 'board' ? boardToken : undefined;
        const answer = await server.graphql<Record<string, unknown>>(
          document,
          input.variables,
          token ? { token } : {},
        );
        const changed = await changes.take();
        counts.inputs += 1;
        counts.byPersona[persona] += 1;
        if (input.illTyped) counts.illTyped += 1;
        const refused = (answer.errors?.length ?? 0) > 0 && (answer.data?.[field.name] ?? null) === null;
        if (refused) counts.refused += 1;
        else counts.accepted += 1;
        const problems = problemsWith(answer, stringsIn(input.variables));
        if (refused && changed.length > 0)
          problems.push(`refused, yet changed ${[...new Set(changed)].join(', ')}`);
        for (const problem of problems) {
          failures.push({
            operation: field.name,
            persona,
            problem,
            variables: clip(JSON.stringify(input.variables)),
            answer: clip(answer.text),
          });
        }
      }
    }

    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuAtStart);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    const distinct = new Map(failures.map((f) => [`${f.operation} ${f.problem.slice(0, 60)}`, f]));
    console.log(
      `fuzz: ${counts.inputs} inputs to ${fields.length} ${kind === 'mutation' ? 'mutations' : 'queries'} ` +
        `in ${seconds.toFixed(1)} s (CPU ${cpuSeconds.toFixed(1)} s) ` +
        `(guest ${counts.byPersona.guest}, member ${counts.byPersona.member}, board ${counts.byPersona.board}; ` +
        `${counts.illTyped} ill-typed; ${counts.refused} refused, ${counts.accepted} accepted); ` +
        `${failures.length} failures (${distinct.size} distinct), seed ${SEED}`,
    );
    for (const failure of [...distinct.values()].slice(0, 15)) {
      console.log(
        `  ${failure.operation} as ${failure.persona}: ${failure.problem}\n    variables ${failure.variables}\n    answer ${failure.answer}`,
      );
    }
    return { inputs: counts.inputs, distinct: [...distinct.keys()] };
  }

  it(
    `answers ${TOTAL_INPUTS.toLocaleString('en-US')} generated inputs to the mutations safely, and refusals change nothing`,
    { timeout: 300_000 },
    async () => {
      const report = await fuzz('mutation', mutations, TOTAL_INPUTS, (name) => memberTokens.get(name));
      expect(report.inputs).toBeGreaterThanOrEqual(TOTAL_INPUTS);
      expect(report.distinct).toEqual([]);
    },
  );

  it(
    `answers ${QUERY_INPUTS.toLocaleString('en-US')} generated inputs to the queries safely`,
    { timeout: 120_000 },
    async () => {
      const report = await fuzz('query', queries, QUERY_INPUTS, () => queryMemberToken);
      expect(report.inputs).toBeGreaterThanOrEqual(QUERY_INPUTS);
      expect(report.distinct).toEqual([]);
    },
  );
});
