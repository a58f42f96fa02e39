// Where a command-line command writes: the terminal when it runs in its own process, the control
// socket's answer when the running server runs it (control-socket.ts).

export interface CommandIo {
  out(line: string): void;
  err(line: string): void;
}

/** What a command needs besides the database and its arguments. */
export interface CommandContext {
  now: Date;
  /** The address people open the app at (PUBLIC_URL), for links a command prints. */
  publicOrigin: string;
}

export const consoleIo: CommandIo = {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
};

/** Collects a command's lines, to send them back over the control socket. */
export function bufferedIo(): CommandIo & { lines: { stream: 'out' | 'err'; text: string }[] } {
  const lines: { stream: 'out' | 'err'; text: string }[] = [];
  return {
    lines,
    out: (text) => lines.push({ stream: 'out', text }),
    err: (text) => lines.push({ stream: 'err', text }),
  };
}
