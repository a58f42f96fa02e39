// Vite's preload helper (`\0vite/preload-helper.js`) adds a <link rel=modulepreload> to the document
// for every chunk a dynamic import needs, all in the task that calls the import. Each link starts a
// request from the page's main thread, about 1 ms apiece on this machine (bench/web measured 40 links
// at 28–57 ms): the route's prefetch of a product page (36 chunks) or the payment step (44) was one
// of the first load's long tasks, counted four times over by a phone's Lighthouse run (issue 21). This
// rewrites the helper so that it hands its links to a queue that adds a few per task, and so that the
// import itself starts once its links are all in: every chunk is still asked for before the module
// loader reaches it, so nothing waits on a chain of imports.
import type { Plugin } from 'vite';

const PRELOAD_HELPER = '\0vite/preload-helper.js';
/** The one statement of the helper that adds a link (vite's preload(), src/node/plugins/importAnalysisBuild.ts). */
const APPEND = 'document.head.appendChild(link);';
/** Links added per task: the first few in the importing task, the rest a task apart. */
export const LINKS_PER_TASK = 3;

const QUEUE = `
const linksInQueue = [];
let linksAdded = null;
/** Adds the link in a later turn; settles once every queued link is in the document. */
function addLinkInTurn(link) {
  linksInQueue.push(link);
  linksAdded ??= new Promise((done) => {
    queueMicrotask(async () => {
      for (;;) {
        for (const queued of linksInQueue.splice(0, ${LINKS_PER_TASK})) document.head.appendChild(queued);
        if (linksInQueue.length === 0) break;
        await new Promise((nextTask) => setTimeout(nextTask, 0));
      }
      linksAdded = null;
      done();
    });
  });
  return linksAdded;
}
`;

/** The helper's code with its links added in turns; throws when the helper no longer reads as expected. */
export function withLinksInTurns(helper: string): string {
  const at = helper.indexOf(APPEND);
  if (at < 0 || helper.indexOf(APPEND, at + 1) >= 0) {
    throw new Error(`${PRELOAD_HELPER}: expected one "${APPEND}" (has Vite's preload helper changed?)`);
  }
  // A script's link now returns the queue's promise (a stylesheet's keeps its own, which waits for the
  // sheet): the helper waits for its links before it imports.
  return `${QUEUE}${helper.replace(APPEND, 'const inTurn = addLinkInTurn(link); if (!isCss) return inTurn;')}`;
}

export function preloadLinksInTurns(): Plugin {
  return {
    name: 'brewline-preload-links-in-turns',
    transform: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler(code, id) {
        return id === PRELOAD_HELPER ? { code: withLinksInTurns(code), map: null } : null;
      },
    },
  };
}
