// Every frame a live (subscription) socket receives passes the same input checks as an HTTP body
// (http/bad-input.ts) before Mercurius reads it: a subscription's variables never reach a resolver
// with U+0000, and no frame nested deeper than any client sends is walked. Mercurius offers no hook
// that sees a subscription's variables, so the check sits where the frames arrive: the socket's
// 'message' event.
import { badInputMessage, findBadInput } from '../http/bad-input.ts';

/** The part of a WebSocket this needs (ws's WebSocket is an EventEmitter). */
export interface FramedSocket {
  emit(event: string | symbol, ...args: unknown[]): boolean;
  send(data: string): void;
  close(code: number, reason: string): void;
}

/** Close code for a frame the server will not read (graphql-ws uses 4400 for a bad request). */
export const BAD_FRAME = 4400;

const guarded = new WeakSet<FramedSocket>();

function frameText(data: unknown): string | null {
  if (typeof data === 'string') return data;
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data) && data.every((part) => Buffer.isBuffer(part))) {
    return Buffer.concat(data).toString('utf8');
  }
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return null;
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined; // not JSON: Mercurius answers that itself
  }
}

/**
 * Answers a bad frame with an error for its operation (or closes the socket when the frame names
 * none) instead of handing it on. Safe to call again for the same socket.
 */
export function guardSocketFrames(socket: FramedSocket): void {
  if (guarded.has(socket)) return;
  guarded.add(socket);
  const emit = socket.emit.bind(socket);
  socket.emit = (event: string | symbol, ...args: unknown[]): boolean => {
    if (event !== 'message') return emit(event, ...args);
    const text = frameText(args[0]);
    const frame = text === null ? undefined : parsed(text);
    const problem = findBadInput(frame);
    if (!problem) return emit(event, ...args);
    const message = badInputMessage(problem);
    const id = typeof frame === 'object' && frame !== null && 'id' in frame ? frame.id : undefined;
    if (typeof id === 'string' || typeof id === 'number') {
      socket.send(
        JSON.stringify({ type: 'error', id, payload: [{ message, extensions: { code: 'INVALID_INPUT' } }] }),
      );
    } else {
      socket.close(BAD_FRAME, message);
    }
    return true;
  };
}
