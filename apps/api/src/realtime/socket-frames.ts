// Every frame a live (subscription) socket receives passes the same input checks as an HTTP body
// (http/bad-input.ts) before Mercurius reads it: a subscription's variables never reach a resolver
// with U+0000, and no frame nested deeper than any client sends is walked. Mercurius offers no hook
// that sees a subscription's variables, so the check sits where the frames arrive: the socket's
// 'message' event. The same place caps how many subscriptions one socket holds at once (docs/reliability.md,
// finding 5): one socket held 500.
import { Refusal } from '@brewline/domain/messages/refusal';
import { refusalJson } from '../http/refusal-json.ts';
import { badInputMessage, findBadInput } from '../http/bad-input.ts';

/** The part of a WebSocket this needs (ws's WebSocket is an EventEmitter). */
export interface FramedSocket {
  emit(event: string | symbol, ...args: unknown[]): boolean;
  send(data: string, callback?: (error?: Error) => void): void;
  close(code: number, reason: string): void;
}

/** Close code for a frame the server will not read (graphql-ws uses 4400 for a bad request). */
export const BAD_FRAME = 4400;

/** A customer's status page holds one subscription, a store board two; twenty is far above either. */
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 20;

export const tooManySubscriptionsMessage = () =>
  `A connection may hold at most ${MAX_SUBSCRIPTIONS_PER_SOCKET} subscriptions at once.`;

/** Frames that start an operation and that end one, in both protocols Mercurius speaks. */
const STARTS = new Set(['subscribe', 'start']);
const ENDS = new Set(['complete', 'stop', 'error']);

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
 * Answers a bad frame, or a subscription past the cap, with an error for its operation (or closes
 * the socket when the frame names none) instead of handing it on. Safe to call again for a socket.
 */
export function guardSocketFrames(socket: FramedSocket): void {
  if (guarded.has(socket)) return;
  guarded.add(socket);
  const running = new Set<string>();
  const refuse = (id: unknown, message: string): void => {
    if (typeof id === 'string' || typeof id === 'number') {
      socket.send(
        JSON.stringify({ type: 'error', id, payload: [refusalJson(new Refusal('INVALID_INPUT', message))] }),
      );
    } else {
      socket.close(BAD_FRAME, message);
    }
  };

  const emit = socket.emit.bind(socket);
  socket.emit = (event: string | symbol, ...args: unknown[]): boolean => {
    if (event !== 'message') return emit(event, ...args);
    const text = frameText(args[0]);
    const frame = text === null ? undefined : parsed(text);
    if (typeof frame !== 'object' || frame === null) return emit(event, ...args);
    const id = 'id' in frame ? frame.id : undefined;
    const problem = findBadInput(frame);
    if (problem) {
      refuse(id, badInputMessage(problem));
      return true;
    }
    const type = 'type' in frame ? frame.type : undefined;
    if (typeof type === 'string' && (typeof id === 'string' || typeof id === 'number')) {
      if (STARTS.has(type) && !running.has(String(id))) {
        if (running.size >= MAX_SUBSCRIPTIONS_PER_SOCKET) {
          refuse(id, tooManySubscriptionsMessage());
          return true;
        }
        running.add(String(id));
      } else if (ENDS.has(type)) running.delete(String(id));
    }
    return emit(event, ...args);
  };

  // An operation the server ends (completed, or refused with an error) frees its place too. Mercurius
  // writes `{"type":...` first, so only those frames are read.
  const send = socket.send.bind(socket);
  socket.send = (data: string, callback?: (error?: Error) => void): void => {
    if (
      typeof data === 'string' &&
      (data.startsWith('{"type":"complete"') || data.startsWith('{"type":"error"'))
    ) {
      const frame = parsed(data);
      if (typeof frame === 'object' && frame !== null && 'id' in frame) running.delete(String(frame.id));
    }
    send(data, callback);
  };
}
