// One way to read a zod result for a form: the first message of each field, in schema order, which is
// what the forms show under each input. Schemas order their checks so the first is the one to say.
// The forms' schemas are written with zod/mini (tree-shakable: the web app ships only the checks it
// uses, within docs/performance.md's first-load budgets); the API's own schemas use full zod. Both
// are zod's core schemas, read the same way.
import { safeParse, type output } from 'zod/v4/core';
import type * as core from 'zod/v4/core';

export type FieldErrors = Readonly<Record<string, string>>;

export type FormResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly errors: FieldErrors };

/** Parses `input`; on failure the first message per field (key '' for form-level messages). */
export function validateForm<S extends core.$ZodType>(schema: S, input: unknown): FormResult<output<S>> {
  const parsed = safeParse(schema, input);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
