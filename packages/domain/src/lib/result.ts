// Expected failures are values, not exceptions (docs/architecture.md): every rule that can refuse an
// input returns one of these, with a stable code for programs and the catalogue's message for people.

export interface Ok<T> {
  readonly ok: true;
  readonly value: T;
}

export interface Err<C extends string = string> {
  readonly ok: false;
  readonly code: C;
  readonly message: string;
}

export type Result<T, C extends string = string> = Ok<T> | Err<C>;

export function ok<T>(value: T): Ok<T> {
  return { ok: true, value };
}

export function err<C extends string>(code: C, message: string): Err<C> {
  return { ok: false, code, message };
}
