// A member form's failed save: field messages (INVALID_INPUT, WRONG_PASSWORD carry `fieldErrors`) go
// under their inputs; anything else is the form's banner, by the generic alert rule.
import type { CombinedError } from 'urql';
import { describeApiError } from '../../../lib/graphql-errors.ts';

export interface FormFailure {
  readonly fieldErrors: Readonly<Record<string, string>>;
  readonly banner: string | null;
}

export function formFailure(error: CombinedError): FormFailure {
  const fields = error.graphQLErrors[0]?.extensions['fieldErrors'];
  if (fields && typeof fields === 'object') {
    const fieldErrors: Record<string, string> = {};
    for (const [key, value] of Object.entries(fields))
      if (typeof value === 'string') fieldErrors[key] = value;
    if (Object.keys(fieldErrors).length > 0) return { fieldErrors, banner: null };
  }
  return { fieldErrors: {}, banner: describeApiError(error).message };
}
