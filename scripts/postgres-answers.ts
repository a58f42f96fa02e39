// Whether a PostgreSQL server listens where the tests make their databases (TEST_DATABASE_URL), by
// opening a connection to its port: npm test splits the API's files by database only when it does.
import { connect } from 'node:net';

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export function postgresAnswers(url = process.env['TEST_DATABASE_URL'] ?? DEFAULT_URL): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname || '127.0.0.1', port: Number(port || 5432) });
    const done = (answers: boolean) => {
      socket.destroy();
      resolve(answers);
    };
    socket.setTimeout(2000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}
