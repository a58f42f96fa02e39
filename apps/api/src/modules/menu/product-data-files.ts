// Turns the menu tables into the files served under /product-data/. Each file's name carries a hash
// of its content, so browsers may cache it forever; bodies are compressed once here, not per request.
// Each table is written by column (packages/domain/src/menu-table-columns.ts, decision 010).
import { precompress, type PrecompressedFile } from '../../http/precompressed.ts';
import { encodeTable } from '@brewline/domain/menu-table-columns';
import { MENU_TABLE_NAMES, type MenuTables, type TableFileEntry } from '@brewline/domain/menu-tables';

export interface ProductDataFiles {
  /** tableNames.json: the index, short-lived in caches. */
  index: PrecompressedFile;
  /** Content-hashed table files by file name, immutable. */
  files: Map<string, PrecompressedFile>;
  /**
   * A `Link` header value preloading every table file. The web app's pages carry it, so the browser
   * asks for the tables while it is still reading the page, not after the app's code has run and then
   * read the index: every screen waits for the tables (issue 8).
   */
  preloadLinks: string;
}

export function buildProductDataFiles(tables: MenuTables): ProductDataFiles {
  const files = new Map<string, PrecompressedFile>();
  const entries: TableFileEntry[] = MENU_TABLE_NAMES.map((tableName) => {
    const file = precompress(JSON.stringify(encodeTable(tables[tableName])));
    const fileName = `${tableName}.${file.etag.slice(1, 11)}.json`;
    files.set(fileName, file);
    return { tableName, fileName };
  });
  const preloadLinks = entries
    .map(({ fileName }) => `</product-data/${fileName}>; rel=preload; as=fetch; crossorigin=anonymous`)
    .join(', ');
  return { index: precompress(JSON.stringify(entries)), files, preloadLinks };
}
