// How a feature declares the routes it owns (features/*/routes.tsx): the app's route table
// (app/app-routes.tsx) renders them, and main.tsx reads the one a visit opens on to start its code and
// its first queries together with the menu tables. The server renders every route (src/server/).
import type { ReactNode } from 'react';
import type { DefaultParams } from 'wouter';

export interface RouteDeclaration {
  /** wouter's pattern; with `nest`, the screen routes what follows it. */
  readonly path: string;
  readonly nest?: boolean;
  readonly render: (params: DefaultParams) => ReactNode;
  /** Starts loading the screen's code for a visit that opens at `path`. */
  readonly preload?: (path: string) => Promise<unknown>;
  /** Starts the queries the screen shows first, for a visit that opens at `path`. */
  readonly prefetch?: (path: string) => void;
}

/** Runs a prefetch whose failure only means the screen asks for itself when it renders. */
export function quietly(start: () => Promise<unknown>): void {
  start().catch(() => undefined);
}
