// Limits on what one GraphQL request may ask, and what an error may say. A public ordering API
// must not let one request ask for everything at once, nor answer with a stack trace or SQL.
import {
  GraphQLError,
  Kind,
  NoSchemaIntrospectionCustomRule,
  type ASTVisitor,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

export const MAX_QUERY_DEPTH = 8;
export const MAX_ALIASES = 15;
/** Fields in one document, fragments included: the largest screen asks for about 120. */
export const MAX_FIELDS = 400;
export const GENERIC_ERROR_MESSAGE = "We weren't able to complete this task. Please try again later.";

function countingRule(
  limit: number,
  counts: (node: { alias?: unknown }) => boolean,
  message: string,
): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    let seen = 0;
    return {
      [Kind.FIELD](node) {
        if (!counts(node)) return;
        seen += 1;
        if (seen === limit + 1) context.reportError(new GraphQLError(message, { nodes: [node] }));
      },
    };
  };
}

export const aliasLimitRule = countingRule(
  MAX_ALIASES,
  (node) => node.alias !== undefined,
  `A request may use at most ${MAX_ALIASES} aliases.`,
);
export const fieldCostRule = countingRule(
  MAX_FIELDS,
  () => true,
  `A request may ask for at most ${MAX_FIELDS} fields.`,
);

export function validationRules(production: boolean): ValidationRule[] {
  return production
    ? [aliasLimitRule, fieldCostRule, NoSchemaIntrospectionCustomRule]
    : [aliasLimitRule, fieldCostRule];
}

/** Our own refusals carry a code; anything else that went wrong inside is not the client's business. */
function isExpected(error: GraphQLError): boolean {
  const original = error.originalError;
  if (!original) return true; // parse and validation errors describe the request itself
  return original instanceof GraphQLError && typeof original.extensions['code'] === 'string';
}

/**
 * The message a client may see. Unexpected failures get the generic message (they are logged with
 * their detail); in production the 'Did you mean ...?' suggestions that would map the schema go too.
 */
export function safeErrorMessage(error: GraphQLError, production: boolean): string {
  if (!isExpected(error)) return GENERIC_ERROR_MESSAGE;
  return publicMessage(error.message, production);
}

/** In production the 'Did you mean ...?' suggestions, which would map the schema, are dropped. */
export function publicMessage(message: string, production: boolean): string {
  return production ? message.replace(/ Did you mean .*\?$/, '') : message;
}
