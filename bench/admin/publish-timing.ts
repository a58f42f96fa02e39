// Publishing the 10× menu, timed across two servers (the back office's budget in docs/performance.md: "publishing the 10x menu
// reaches every server in under 5 s"): a chain admin adds a product to the draft, publishes through
// the first server, and the clock runs from sending publishMenu until the second server's
// /product-data/tableNames.json names the new content-hashed tables (what a customer's next visit
// loads). The second server hears of it through Redis, as in production.
import {
  DRAFT_QUERY,
  newProductInput,
  PUBLISH,
  SAVE_PRODUCT,
  type DraftAnswer,
} from '../../apps/api/test/support/menu-admin-calls.ts';

export interface PublishTiming {
  /** From sending publishMenu to its answer (the writer's own work on the first server). */
  answeredMs: number;
  /** From sending publishMenu to the second server serving the new tables. */
  servedMs: number;
}

/** Longest wait for the second server; past it the run fails rather than report a number. */
const GIVE_UP_MS = 60_000;

async function post<T>(baseUrl: string, token: string, query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const answer = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (answer.errors) throw new Error(`${query.slice(0, 40)}…: ${answer.errors[0]?.message ?? ''}`);
  if (!answer.data) throw new Error(`${query.slice(0, 40)}…: no data`);
  return answer.data;
}

const tableIndex = async (baseUrl: string): Promise<string> =>
  (await fetch(`${baseUrl}/product-data/tableNames.json`, { cache: 'no-store' })).text();

export async function timePublishing(
  firstUrl: string,
  secondUrl: string,
  adminToken: string,
  run: number,
): Promise<PublishTiming> {
  await post(firstUrl, adminToken, SAVE_PRODUCT, {
    product: newProductInput(`Bench Maple Latte ${run}.${Date.now() % 1_000_000}`),
  });
  const draft = await post<DraftAnswer>(firstUrl, adminToken, DRAFT_QUERY, {});
  const before = await tableIndex(secondUrl);
  const started = performance.now();
  await post(firstUrl, adminToken, PUBLISH, { v: draft.menuDraft.version });
  const answeredMs = performance.now() - started;
  for (;;) {
    if ((await tableIndex(secondUrl)) !== before)
      return { answeredMs, servedMs: performance.now() - started };
    if (performance.now() - started > GIVE_UP_MS)
      throw new Error(`the second server did not serve the new menu within ${GIVE_UP_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
