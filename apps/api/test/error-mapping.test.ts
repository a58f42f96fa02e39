// The mapping point: a service's Refusal becomes the GraphQL error a client reads, with the
// catalogue's text, the code, the details and, for some codes, the HTTP status.
import { ERROR_CODES } from '@brewline/domain/messages/error-code-descriptions';
import { messages, SUPPORT_EMAIL } from '@brewline/domain/messages/messages';
import { Refusal } from '@brewline/domain/messages/refusal';
import { graphql, GraphQLEnumType, GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createBuilder } from '../src/graphql/builder.ts';
import { buildGraphQLSchema } from '../src/build-schema.ts';
import { graphQLErrorOf, requestRefusalOf } from '../src/graphql/errors.ts';
import { refusalJson } from '../src/http/refusal-json.ts';
import { refusalMessages } from '@brewline/domain/messages/refusal-messages';

const statusOf = (error: Error) => (error as Error & { statusCode?: number }).statusCode;

describe('the mapping point', () => {
  it('answers with the catalogue text, the code and the details', () => {
    const error = graphQLErrorOf(
      new Refusal('CARD_HAS_BALANCE', messages.CARD_REMOVE_HAS_BALANCE(), { cardLastFour: '1234' }),
    );
    expect(error).toBeInstanceOf(GraphQLError);
    expect(error.message).toBe('A card can be removed only when its balance is $0.00.');
    expect(error.extensions).toEqual({ code: 'CARD_HAS_BALANCE', cardLastFour: '1234' });
    expect(statusOf(error)).toBeUndefined();
  });

  it("gives a disabled account's refusal HTTP 418 (docs/product/account.md#messages)", () => {
    const error = graphQLErrorOf(
      new Refusal('ACCOUNT_SUSPENDED', messages.ACCOUNT_DISABLED({ email: SUPPORT_EMAIL })),
    );
    expect(statusOf(error)).toBe(418);
    expect(error.extensions['code']).toBe('ACCOUNT_SUSPENDED');
  });

  it('answers a request refused before it runs with 400, or the code’s own status', () => {
    const invalid = requestRefusalOf(new Refusal('INVALID_INPUT', refusalMessages.REQUEST_NOT_GRAPHQL()));
    expect(statusOf(invalid)).toBe(400);
    const limited = requestRefusalOf(
      new Refusal('RATE_LIMITED', messages.TOO_MANY_REQUESTS({ seconds: 3 }), { retryAfterSeconds: 3 }),
    );
    expect(statusOf(limited)).toBe(429);
    expect(limited.message).toBe("You're doing that too often. Please wait 3 seconds and try again.");
    expect(statusOf(requestRefusalOf(new Refusal('SERVER_BUSY', refusalMessages.SERVER_BUSY())))).toBe(503);
  });

  it('writes the same error as JSON for answers outside execution', () => {
    expect(refusalJson(new Refusal('INVALID_INPUT', messages.UNSUPPORTED_CHARACTERS()))).toEqual({
      message: 'Please remove unsupported characters and try again.',
      extensions: { code: 'INVALID_INPUT' },
    });
  });

  it('maps what any resolver of a built schema throws or rejects with, and leaves the rest alone', async () => {
    const builder = createBuilder();
    builder.queryType({
      fields: (t) => ({
        thrown: t.string({
          resolve: () => {
            throw new Refusal('STORE_NOT_FOUND', refusalMessages.SELECT_STORE());
          },
        }),
        rejected: t.string({
          resolve: () =>
            Promise.reject(new Refusal('ORDER_NOT_FOUND', refusalMessages.ORDER_NOT_FOUND_LIVE())),
        }),
        broken: t.string({
          resolve: () => {
            throw new Error('database detail');
          },
        }),
        fine: t.string({ resolve: () => Promise.resolve('ok') }),
      }),
    });
    const schema = builder.toSchema();
    const refused = await graphql({ schema, source: '{ thrown }' });
    expect(refused.errors?.map((e) => [e.message, e.extensions])).toEqual([
      ['Please select a store.', { code: 'STORE_NOT_FOUND' }],
    ]);
    const rejected = await graphql({ schema, source: '{ rejected }' });
    expect(rejected.errors?.[0]?.extensions).toEqual({ code: 'ORDER_NOT_FOUND' });
    const broken = await graphql({ schema, source: '{ broken }' });
    expect(broken.errors?.[0]?.extensions).toEqual({});
    expect(broken.errors?.[0]?.originalError?.message).toBe('database detail');
    expect((await graphql({ schema, source: '{ fine }' })).data).toEqual({ fine: 'ok' });
  });

  it('declares every code of the catalogue as the schema enum ErrorCode', () => {
    const type = buildGraphQLSchema().getType('ErrorCode');
    expect(type).toBeInstanceOf(GraphQLEnumType);
    const values = (type as GraphQLEnumType).getValues().map((value) => value.name);
    expect(values.sort()).toEqual(Object.keys(ERROR_CODES).sort());
  });
});
