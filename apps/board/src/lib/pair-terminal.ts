// POST /board/pair: trades the manager's one-time code for this screen's credential.
import type { PairedTerminal } from './terminal-storage.ts';

export type PairResult =
  { readonly ok: true; readonly terminal: PairedTerminal } | { readonly ok: false; readonly message: string };

export const PAIR_NETWORK_MESSAGE = 'Could not reach the server. Check the network and try again.';
export const PAIR_FAILED_MESSAGE = 'Pairing failed. Try again, or ask a manager for a new code.';

function messageOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const message = (body as Record<string, unknown>)['message'];
  return typeof message === 'string' && message !== '' ? message : null;
}

function terminalOf(body: unknown): PairedTerminal | null {
  if (typeof body !== 'object' || body === null) return null;
  const { token, storeId, termId, storeName } = body as Record<string, unknown>;
  if (typeof token !== 'string' || typeof storeId !== 'number' || typeof termId !== 'number') return null;
  return { token, storeId, termId, storeName: typeof storeName === 'string' ? storeName : '' };
}

export async function pairTerminal(code: string): Promise<PairResult> {
  let response: Response;
  try {
    response = await fetch('/board/pair', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code }),
    });
  } catch {
    return { ok: false, message: PAIR_NETWORK_MESSAGE };
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) return { ok: false, message: messageOf(body) ?? PAIR_FAILED_MESSAGE };
  const terminal = terminalOf(body);
  return terminal ? { ok: true, terminal } : { ok: false, message: PAIR_FAILED_MESSAGE };
}
