/** The PostgreSQL server the tests create their databases on (docs/configuration.md: TEST_DATABASE_URL). */
export const TEST_DATABASE_URL =
  process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
