// Turns the menu tables into the files served under /product-data/. Each file's name carries a hash
// of its content, so browsers may cache it forever; bodies are compressed once here, not per request.
// Each table is written by column (packages/domain/src/menu/menu-table-columns.ts, decision 010).
// After a publication only the tables whose content changed are compressed again (decision 009).
import {
  compressAtBest,
  contentEtag,
  precompress,
  precompressNow,
  type PrecompressedFile,
} from '../../http/precompressed.ts';
import { encodeTable } from '@brewline/domain/menu/menu-table-columns';
import { MENU_TABLE_NAMES, type MenuTables, type TableFileEntry } from '@brewline/domain/menu/menu-tables';

export interface ProductDataFiles {
  /** tableNames.json: the index, short-lived in caches. */
  index: PrecompressedFile;
  /** Content-hashed table files by file name, immutable. */
  files: Map<string, PrecompressedFile>;
  /**
   * A `Link` header value preloading every table file. The web app's pages carry it, so the browser
   * asks for the tables while it is still reading the page, not after the app's code has run and then
   * read the index: every screen waits for the tables (docs/performance.md).
   */
  preloadLinks: string;
}

const fileNameOf = (tableName: string, etag: string): string => `${tableName}.${etag.slice(1, 11)}.json`;

function assemble(
  tables: MenuTables,
  fileFor: (tableName: string, content: string) => { fileName: string; file: PrecompressedFile },
): ProductDataFiles {
  const files = new Map<string, PrecompressedFile>();
  const entries: TableFileEntry[] = MENU_TABLE_NAMES.map((tableName) => {
    const { fileName, file } = fileFor(tableName, JSON.stringify(encodeTable(tables[tableName])));
    files.set(fileName, file);
    return { tableName, fileName };
  });
  const preloadLinks = entries
    .map(({ fileName }) => `</product-data/${fileName}>; rel=preload; as=fetch; crossorigin=anonymous`)
    .join(', ');
  return { index: precompress(JSON.stringify(entries)), files, preloadLinks };
}

/** Every table compressed at brotli's best: at start-up, when nothing waits for it. */
export function buildProductDataFiles(tables: MenuTables): ProductDataFiles {
  return assemble(tables, (tableName, content) => {
    const file = precompress(content);
    return { fileName: fileNameOf(tableName, file.etag), file };
  });
}

/**
 * How long after the last publication its changed files are compressed at brotli's best: past the
 * few seconds in which every server reads the new menu (under 5 s at 10x: docs/performance.md), so that work
 * does not compete with it for the machine's cores.
 */
export const BEST_COMPRESSION_AFTER_MS = 10_000;

/**
 * The files of a menu just published, while the publisher (or a customer) waits: a table whose
 * content is unchanged keeps the file it had (same name, already compressed); a changed one is
 * compressed quickly (`compressFilesAtBest` finishes the work later).
 */
export function rebuildProductDataFiles(tables: MenuTables, previous: ProductDataFiles): ProductDataFiles {
  return assemble(tables, (tableName, content) => {
    const fileName = fileNameOf(tableName, contentEtag(content));
    return { fileName, file: previous.files.get(fileName) ?? precompressNow(content) };
  });
}

/** Every quickly compressed table file gets brotli's best, one after the other. */
export async function compressFilesAtBest(files: ProductDataFiles): Promise<void> {
  for (const file of files.files.values()) await compressAtBest(file);
}
