// The server's render of a page, as the API sends it (src/server/render-page.tsx).
import type { MenuTables } from '@brewline/domain/menu/menu-tables';
import type { PaymentProviderName } from '../../src/lib/payment-provider-hint.tsx';
import { renderPage } from '../../src/server/render-page.tsx';
import { testMenuTables } from './menu-tables.ts';

export async function renderedHtml(
  path: string,
  tables: MenuTables = testMenuTables,
  paymentProvider: PaymentProviderName = 'sandbox',
): Promise<string> {
  const html = await renderPage(path, '', tables, { paymentProvider });
  if (html === null) throw new Error(`no route declares ${path}`);
  return html;
}
