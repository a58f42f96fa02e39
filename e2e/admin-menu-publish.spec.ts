// The menu, from the back office to a customer, with no restart: a chain admin adds a product with
// two sizes, the milk group and a modifier group made on the Sizes and modifiers page (on a tablet) in
// the draft (customers do not see it), reorders a list with the
// keyboard, prices the new product's two sizes for one store on the Prices page (drafts, applied by
// the same publication), reviews what publishing will change and publishes; a customer in another
// browser then finds the new product on its page with its sizes, its milk choice and the new price,
// adds it to the cart at that price and pays as a guest with the sandbox card, and the order's page
// shows the item at that price. On the way the admin gives the seasonal group's banner a new title in
// the group editor, and the customer's /menu shows it once published (in its first HTML too, which
// the server renders per publication: decision 015). Then the admin removes the modifier group it
// made: refused while the product offers it (the product named), removed once the product no longer
// does, and published: the customer's product page no longer offers it. The server is never restarted.
//
// The milk choice chosen at first (2% Milk) is free in every store, so there is no modifier to price.
import type { Page, TestInfo } from '@playwright/test';
import { expectNoAxeViolations } from './support/accessibility.ts';
import { startWithChainAdmin, type AdminServer } from './support/admin-server.ts';
import { payWithSandboxCard } from './support/member-checkout.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { expect, test } from './support/test.ts';

/** The customer's store: open around the clock, so the order can be placed at any hour. */
const LAS_VEGAS_STRIP = { id: 118, name: 'Brewline Las Vegas Strip' };
const NEW_PRICES = { tall: '$5.15', grande: '$5.65' };
const NEW_BANNER_TITLE = 'Winter warmers are here';

test.describe.configure({ timeout: 300_000 });

let server: AdminServer | null = null;

test.afterAll(async () => {
  await server?.close();
});

async function screenshotBoth(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await saveScreenshot(page, testInfo, `admin-${name}`);
  await page.setViewportSize({ width: 820, height: 1180 });
  await saveScreenshot(page, testInfo, `admin-${name}-tablet`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a chain admin adds and prices a product, publishes it, and a customer orders it at that price without a restart', async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const admin = await context.newPage();
  const started = await startWithChainAdmin(admin);
  server = started.server;
  const baseUrl = server.baseUrl;

  // The menu tree: top-level groups on the left, the chosen group's subgroups and products.
  await admin
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Menu', exact: true })
    .click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
  await admin
    .getByRole('list', { name: 'Top-level groups' })
    .getByRole('button', { name: 'Hot Coffee', exact: true })
    .click();
  await admin
    .getByRole('list', { name: 'Subgroups of Hot Coffee' })
    .getByRole('button', { name: 'Lattes', exact: true })
    .click();
  await expect(admin.getByRole('heading', { level: 2, name: 'Lattes' })).toBeVisible();
  await expectNoAxeViolations(admin);
  await screenshotBoth(admin, testInfo, 'menu-tree');

  // The seasonal group's banner, in its group editor: a new title, previewed, saved to the draft.
  await admin
    .getByRole('list', { name: 'Top-level groups' })
    .getByRole('button', { name: 'Holiday Favorites', exact: true })
    .click();
  await admin.getByRole('button', { name: 'Edit group' }).click();
  const holidayEditor = admin.getByRole('region', { name: 'Group: Holiday Favorites' });
  await expect(holidayEditor.getByRole('heading', { name: 'Group: Holiday Favorites' })).toBeFocused();
  await expect(holidayEditor.getByRole('checkbox', { name: /^Seasonal group/ })).toBeChecked();
  await expect(holidayEditor.getByLabel('Banner title')).toHaveValue('Holiday favorites are back');
  await holidayEditor.getByLabel('Banner title').fill(NEW_BANNER_TITLE);
  await expect(holidayEditor.getByRole('img', { name: 'Banner preview' })).toContainText(NEW_BANNER_TITLE);
  await expectNoAxeViolations(admin);
  await screenshotBoth(admin, testInfo, 'menu-group-editor');
  await holidayEditor.getByRole('button', { name: 'Save to draft' }).click();
  await expect(admin.getByText('Holiday Favorites is saved in the draft.')).toBeVisible();
  await admin
    .getByRole('list', { name: 'Top-level groups' })
    .getByRole('button', { name: 'Hot Coffee', exact: true })
    .click();
  await admin
    .getByRole('list', { name: 'Subgroups of Hot Coffee' })
    .getByRole('button', { name: 'Lattes', exact: true })
    .click();

  // Reordering with the keyboard: the second product moves up and the list says so.
  const products = admin.getByRole('list', { name: 'Products of Lattes' });
  const moveUp = products
    .getByRole('listitem')
    .nth(1)
    .getByRole('button', { name: /^Move .+ up$/ });
  const second = ((await moveUp.getAttribute('aria-label')) ?? '').replace(/^Move (.+) up$/, '$1');
  await moveUp.focus();
  await admin.keyboard.press('Enter');
  await expect(admin.getByText(`${second} moved to position 1 of`)).toBeAttached();
  await expect(products.getByRole('listitem').first()).toContainText(second);

  // A new modifier group, made on a tablet: Cold Foam, one of two foams, the second counted.
  await admin.getByRole('link', { name: 'Sizes and modifiers' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Sizes and modifiers' })).toBeVisible();
  await admin.setViewportSize({ width: 820, height: 1180 });
  await admin.getByRole('button', { name: 'New modifier group' }).click();
  const groupEditor = admin.getByRole('region', { name: 'New modifier group' });
  await expect(groupEditor.getByRole('heading', { name: 'New modifier group' })).toBeFocused();
  await groupEditor.getByLabel('Name', { exact: true }).fill('Cold Foam');
  // Saving with no modifier: the domain's rule, said under the modifiers, nothing saved.
  await groupEditor.getByRole('button', { name: 'Save to draft' }).click();
  await expect(
    groupEditor.getByRole('alert').getByText('A modifier group needs at least one modifier.'),
  ).toBeVisible();
  await groupEditor.getByRole('button', { name: 'Add a modifier' }).click();
  await groupEditor.getByLabel('Modifier 1 name').fill('Vanilla Sweet Cream Foam');
  await groupEditor.getByRole('button', { name: 'Add a modifier' }).click();
  await groupEditor.getByLabel('Modifier 2 name').fill('Salted Caramel Foam');
  await groupEditor.getByRole('checkbox', { name: 'Counted' }).nth(1).check();
  await groupEditor.getByLabel('Most of modifier 2 a customer can ask for').fill('3');
  await expectNoAxeViolations(admin);
  await saveScreenshot(admin, testInfo, 'admin-menu-modifier-group-editor-tablet');
  await admin.setViewportSize({ width: 1280, height: 800 });
  await saveScreenshot(admin, testInfo, 'admin-menu-modifier-group-editor');
  await groupEditor.getByRole('button', { name: 'Save to draft' }).click();
  await expect(admin.getByText('Cold Foam is saved in the draft.')).toBeVisible();
  const modifierGroups = admin.getByRole('region', { name: 'Modifier groups' });
  await expect(
    modifierGroups.getByText('One of: Vanilla Sweet Cream Foam, Salted Caramel Foam'),
  ).toBeVisible();
  await expectNoAxeViolations(admin);
  await screenshotBoth(admin, testInfo, 'menu-options');
  await admin.getByRole('link', { name: 'Back to the menu' }).click();

  // A new product in Lattes: two sizes (Grande the default) and the milk choice (2% first).
  await admin.getByRole('link', { name: 'New product' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
  await admin.getByLabel('Name', { exact: true }).fill('Maple Oat Latte');
  await admin.getByLabel('Ticket name').fill('MAPLE OAT LATTE');
  await admin.getByLabel('Description').fill('Espresso and steamed oatmilk with a whisper of maple.');
  await admin.getByLabel('Picture').fill('hot-beverage');
  await admin.getByLabel('Allergens').fill('Oats');
  // Saving without a size: the domain's rule, said beside the sizes, nothing saved.
  await admin.getByRole('button', { name: 'Save to draft' }).click();
  await expect(
    admin.getByRole('alert').getByText('A product needs at least one size to be sold.'),
  ).toBeVisible();
  await admin.getByRole('checkbox', { name: 'Sold in Tall' }).check();
  await admin.getByRole('checkbox', { name: 'Sold in Grande' }).check();
  await admin.getByRole('radio', { name: 'Grande is the default' }).check();
  await admin.getByRole('checkbox', { name: 'Milk', exact: true }).check();
  await admin.getByLabel('Milk: chosen at first').selectOption({ label: '2% Milk' });
  await admin.getByRole('checkbox', { name: 'Cold Foam', exact: true }).check();
  const preview = admin.getByRole('region', { name: 'Preview: the product page once published' });
  await expect(preview).toContainText('Maple Oat Latte');
  await expect(preview).toContainText('2% Milk');
  await admin.getByRole('button', { name: 'Save to draft' }).click();
  await expect(admin.getByText('Maple Oat Latte is saved in the draft.')).toBeVisible();
  await expect(admin).toHaveURL(/\/admin\/menu\/products\/\d+$/);
  const productId = Number(/(\d+)$/.exec(admin.url())?.[1]);
  await expectNoAxeViolations(admin);
  await screenshotBoth(admin, testInfo, 'menu-product-editor');

  // Prices: the new sizes have none yet; typed into the customer's store column with the keyboard.
  await admin.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Prices' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Prices' })).toBeVisible();
  await admin.getByRole('searchbox', { name: 'Product' }).fill('Maple Oat Latte');
  await admin.getByRole('combobox', { name: 'Store' }).selectOption({ label: LAS_VEGAS_STRIP.name });
  const priceCell = (size: string) =>
    admin.getByRole('textbox', { name: new RegExp(`^Maple Oat Latte ${size}.*, ${LAS_VEGAS_STRIP.name}`) });
  await expect(priceCell('Tall')).toBeVisible();
  await expect(priceCell('Grande')).toBeVisible();
  await priceCell('Tall').focus();
  await admin.keyboard.type(NEW_PRICES.tall.slice(1));
  await admin.keyboard.press('Tab');
  await expect(priceCell('Tall')).toHaveAttribute('data-pending', 'true');
  await priceCell('Grande').focus();
  await admin.keyboard.type(NEW_PRICES.grande.slice(1));
  await admin.keyboard.press('Enter');
  await expect(priceCell('Grande')).toHaveAttribute('data-pending', 'true');
  await expect(priceCell('Tall')).toHaveValue(NEW_PRICES.tall.slice(1));
  await expect(priceCell('Grande')).toHaveValue(NEW_PRICES.grande.slice(1));
  await expect(admin.getByText(/price changes? waits? for publishing/)).toBeVisible();
  await expectNoAxeViolations(admin);
  await screenshotBoth(admin, testInfo, 'menu-new-product-prices');

  // A customer in another browser, at the Las Vegas Strip: the draft is nothing to them.
  const customerContext = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1280, height: 800 },
  });
  await customerContext.addInitScript((id) => {
    if (!localStorage.getItem('brewline.storeId')) localStorage.setItem('brewline.storeId', String(id));
  }, LAS_VEGAS_STRIP.id);
  const customer = await customerContext.newPage();
  const productPath = `/menu/product/${productId}/maple-oat-latte`;
  const before = await customer.request.get(`${baseUrl}/product-data/tableNames.json`);
  expect(await before.text()).not.toContain('"maple');
  const draftProduct = await customer.request.post(`${baseUrl}/graphql`, {
    data: { query: `{ product(productId: ${productId}) { name } }` },
  });
  expect(await draftProduct.json()).toEqual({ data: { product: null } });

  // Review and publish: the changes, a confirmation, then every server serves it.
  await admin.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Publish' }).click();
  const changes = admin.getByRole('table', { name: 'Changes publishing will make' });
  await expect(changes.getByRole('row', { name: /Added Product Maple Oat Latte/ })).toBeVisible();
  await expect(
    changes.getByRole('row', { name: /Changed Group Holiday Favorites.*banner title/ }),
  ).toBeVisible();
  await expect(changes.getByRole('row', { name: /Changed Product .* order/ }).first()).toBeVisible();
  await expectNoAxeViolations(admin);
  await screenshotBoth(admin, testInfo, 'menu-publish');
  await admin.getByRole('button', { name: 'Publish', exact: true }).click();
  const confirm = admin.getByRole('dialog', { name: 'Publish the menu?' });
  await expect(confirm).toContainText('go live for every customer');
  await saveScreenshot(admin, testInfo, 'admin-menu-publish-confirm');
  await confirm.getByRole('button', { name: 'Publish now' }).click();
  // Version 1 is the demo seed's own publication of the demo menu.
  await expect(admin.getByText(/Published as menu version 2/)).toBeVisible();
  await expect(
    admin.getByText('The draft is the live menu: nothing to publish.', { exact: false }),
  ).toBeVisible();

  // The customer's next visit to /menu: the new banner title, in the first HTML as on the page.
  const firstHtml = await (await customer.request.get(`${baseUrl}/menu`)).text();
  expect(firstHtml).toContain(NEW_BANNER_TITLE);
  expect(firstHtml).not.toContain('Holiday favorites are back');
  await customer.goto('/menu');
  const banner = customer.getByTestId('hero-banner');
  await expect(banner).toContainText(NEW_BANNER_TITLE);
  await expect(banner).toContainText('Cozy up with a peppermint mocha');
  await expect(banner).toHaveAttribute('href', '/menu/83/');
  await saveScreenshot(customer, testInfo, 'menu-published-banner');
  await customer.setViewportSize({ width: 375, height: 812 });
  await saveScreenshot(customer, testInfo, 'menu-published-banner-phone');
  await customer.setViewportSize({ width: 1280, height: 800 });

  // The new product on the Lattes page and on its own page.
  await customer.goto(productPath);
  await expect(customer.getByRole('heading', { level: 1, name: 'Maple Oat Latte' })).toBeVisible();
  await expect(customer.getByText('Espresso and steamed oatmilk with a whisper of maple.')).toBeVisible();
  const build = customer.getByRole('region', { name: 'Build Yours' });
  await expect(build.getByRole('button', { name: 'Grande 16 fl oz' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(build.getByRole('button', { name: 'Tall 12 fl oz' })).toHaveAttribute('aria-pressed', 'false');
  await expect(
    build.getByRole('list', { name: 'Milk' }).getByRole('button', { name: '2% Milk' }),
  ).toHaveAttribute('aria-pressed', 'true');
  // The modifier group made in the back office, offered with both its foams.
  // Nothing is chosen in it at first, so it comes folded; opened, the customer picks a foam.
  await build.locator('summary', { hasText: 'Cold Foam' }).click();
  const coldFoam = build.getByRole('list', { name: 'Cold Foam' });
  await expect(coldFoam.getByText('Salted Caramel Foam')).toBeVisible();
  await coldFoam.getByRole('button', { name: 'Vanilla Sweet Cream Foam' }).click();
  await expect(coldFoam.getByRole('button', { name: 'Vanilla Sweet Cream Foam' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(
    build.getByTestId(/^group-summary-/).filter({ hasText: 'Vanilla Sweet Cream Foam' }),
  ).toBeVisible();
  const price = customer.getByTestId('product-price');
  await expect(price).toHaveText(NEW_PRICES.grande);
  await build.getByRole('button', { name: 'Tall 12 fl oz' }).click();
  await expect(price).toHaveText(NEW_PRICES.tall);
  await build.getByRole('button', { name: 'Grande 16 fl oz' }).click();
  await expect(price).toHaveText(NEW_PRICES.grande);
  await saveScreenshot(customer, testInfo, 'menu-published-product');

  // Ordered at the new price: the cart, a guest checkout with the sandbox card, the order's page.
  await customer.getByRole('button', { name: 'Add to Cart' }).click();
  await customer.goto('/cart');
  await expect(customer.getByTestId('cart-line')).toHaveCount(1);
  await expect(customer.getByTestId('cart-line-name')).toHaveText('Maple Oat Latte');
  await expect(customer.getByTestId('cart-line-price')).toHaveText(NEW_PRICES.grande);
  await saveScreenshot(customer, testInfo, 'menu-published-product-cart');
  await customer.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await customer.getByRole('button', { name: 'Continue as guest' }).click();
  await customer.getByLabel('Name').fill('Ada');
  await customer.getByLabel('Email').fill('ada@example.com');
  await customer.getByLabel('Phone').pressSequentially('7025551234');
  await customer.getByRole('button', { name: 'Continue' }).click();
  await payWithSandboxCard(customer);
  const item = customer.getByTestId('order-item');
  await expect(item).toContainText('Maple Oat Latte');
  await expect(customer.getByTestId('order-item-price')).toHaveText(NEW_PRICES.grande);
  await saveScreenshot(customer, testInfo, 'menu-published-product-order');

  // Removing what the journey made: Cold Foam, confirmed in the dialog, refused while offered.
  await admin
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Menu', exact: true })
    .click();
  await admin.getByRole('link', { name: 'Sizes and modifiers' }).click();
  const removeColdFoam = async () => {
    await admin
      .getByRole('region', { name: 'Modifier groups' })
      .getByRole('button', { name: 'Edit Cold Foam' })
      .click();
    const editor = admin.getByRole('region', { name: 'Modifier group: Cold Foam' });
    await editor.getByRole('button', { name: 'Remove Cold Foam' }).click();
    const confirmRemoval = admin.getByRole('dialog', { name: 'Remove Cold Foam?' });
    await expect(confirmRemoval).toContainText('Customers keep it until the menu is published');
    return { editor, confirmRemoval };
  };
  const refused = await removeColdFoam();
  await expectNoAxeViolations(admin);
  await screenshotBoth(admin, testInfo, 'menu-option-remove-confirm');
  await refused.confirmRemoval.getByRole('button', { name: 'Remove from draft' }).click();
  await expect(refused.confirmRemoval).toBeHidden();
  await expect(
    refused.editor
      .getByRole('alert')
      .getByText(
        'Cold Foam is still offered by Maple Oat Latte: untick it in that product before removing it.',
      ),
  ).toBeVisible();
  await screenshotBoth(admin, testInfo, 'menu-option-remove-refused');
  await admin.goto(`${baseUrl}/admin/menu/products/${productId}`);
  await admin.getByRole('checkbox', { name: 'Cold Foam', exact: true }).uncheck();
  await admin.getByRole('button', { name: 'Save to draft' }).click();
  await expect(admin.getByText('Maple Oat Latte is saved in the draft.')).toBeVisible();
  await admin.getByRole('link', { name: 'Back to the menu' }).click();
  await admin.getByRole('link', { name: 'Sizes and modifiers' }).click();
  const removal = await removeColdFoam();
  await removal.confirmRemoval.getByRole('button', { name: 'Remove from draft' }).click();
  await expect(admin.getByText('Cold Foam is removed from the draft.')).toBeVisible();
  await expect(
    admin.getByRole('region', { name: 'Modifier groups' }).getByRole('button', { name: 'Edit Cold Foam' }),
  ).toHaveCount(0);
  await admin.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Publish' }).click();
  await expect(changes.getByRole('row', { name: /Removed Modifier group Cold Foam/ })).toBeVisible();
  await admin.getByRole('button', { name: 'Publish', exact: true }).click();
  await confirm.getByRole('button', { name: 'Publish now' }).click();
  await expect(admin.getByText(/Published as menu version 3/)).toBeVisible();
  await customer.goto(productPath);
  await expect(customer.getByRole('heading', { level: 1, name: 'Maple Oat Latte' })).toBeVisible();
  await expect(build.getByRole('list', { name: 'Milk' })).toBeVisible();
  await expect(build.locator('summary', { hasText: 'Cold Foam' })).toHaveCount(0);
  await customerContext.close();
  await context.close();
});
