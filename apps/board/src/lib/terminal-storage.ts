// The terminal credential lives in localStorage: it is long-lived by design (a board is paired once
// and then just stays on), and a revoked credential is cleared by the app itself.
export interface PairedTerminal {
  readonly token: string;
  readonly storeId: number;
  readonly termId: number;
  readonly storeName: string;
}

const KEY = 'brewline.board.terminal';

function isPairedTerminal(value: unknown): value is PairedTerminal {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record['token'] === 'string' &&
    record['token'] !== '' &&
    typeof record['storeId'] === 'number' &&
    typeof record['termId'] === 'number' &&
    typeof record['storeName'] === 'string'
  );
}

export function readPairedTerminal(): PairedTerminal | null {
  try {
    const raw = localStorage.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isPairedTerminal(parsed) ? parsed : null;
  } catch {
    // Unreadable storage (private mode, corrupt value) means "not paired": the screen asks again.
    return null;
  }
}

export function savePairedTerminal(terminal: PairedTerminal): void {
  localStorage.setItem(KEY, JSON.stringify(terminal));
}

export function clearPairedTerminal(): void {
  localStorage.removeItem(KEY);
}
