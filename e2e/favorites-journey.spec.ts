// Favorites, as a member meets them at a phone size and a desktop size
// (docs/product/account.md#screens, #how-things-change, #validation, #who-may-do-what): a product
// from its page and from the tiles, a 6th that opens the picker to keep 5, three stores and the
// message on a 4th, ORDER from a favorite store (and not where online ordering is off); and a guest
// whose heart goes to sign in and comes back to the same tiles.
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { graphqlOperationOf } from './support/graphql-operation.ts';
import { expectNoSeriousAxeViolations } from './support/accessibility.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { acceptTerms } from './support/accept-terms.ts';

const LATTES_GROUP = '/menu/11/';
const CAFFE_LATTE = 301;
const LAS_VEGAS_24_HOURS = 118;
const MIDTOWN = 101;
const SCOTTSDALE_NO_ONLINE_ORDERING = 112;
const PHOENIX = 111;
const STORES_LIMIT = 'You can only have 3 favorite stores, please remove one to add another!';

/** Signs up on the provider's page (opened by the app) and accepts the terms back in the app. */
async function createAccount(page: Page, testInfo: TestInfo, tag: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill(`ada.${tag}.${testInfo.project.name}.${Date.now()}@example.com`);
  await page.getByLabel('Mobile phone').fill('7025551234');
  await page.getByLabel('Password (at least 7 characters)').fill('espresso-1');
  await page.getByLabel('Retype password').fill('espresso-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await acceptTerms(page);
}

const tileHeart = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Lattes products' }).getByRole('button', { name: `Favorite ${name}` });

test('a member keeps favorite products and stores, picks 5 of 6 and orders from a favorite store', async ({
  page,
}, testInfo) => {
  await page.goto('/login?signup=1');
  await createAccount(page, testInfo, 'member');

  // Nothing yet: both sections say so.
  await page.goto('/account/favorites');
  await expect(page.getByText('No favorite stores yet.')).toBeVisible();
  await expect(page.getByText('No favorite products yet.')).toBeVisible();
  await saveScreenshot(page, testInfo, 'favorites-0-empty');
  await expectNoSeriousAxeViolations(page);

  // From the product page's footer bar.
  await page.goto(`/product/${CAFFE_LATTE}`);
  await expect(page.getByRole('heading', { name: 'Caffè Latte' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Favorites' }).click();
  await expect(page.getByRole('button', { name: 'Remove from Favorites' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'favorites-1-product-page');

  // From the tiles: the latte is already pressed; four more make five.
  await page.goto(LATTES_GROUP);
  await expect(tileHeart(page, 'Caffè Latte')).toHaveAttribute('aria-pressed', 'true');
  for (const name of [
    'Blonde Vanilla Latte',
    'Chestnut Praline Latte',
    'Cinnamon Dolce Latte',
    'Oatmilk Honey Latte',
  ]) {
    await tileHeart(page, name).click();
    await expect(tileHeart(page, name)).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(tileHeart(page, 'Toffee Nut Latte')).toHaveAttribute('aria-pressed', 'false');
  await saveScreenshot(page, testInfo, 'favorites-2-tiles');
  await expectNoSeriousAxeViolations(page);

  // A 6th opens the picker: the new one and the first four are ticked (Oatmilk Honey, added last, is
  // not); the member keeps Oatmilk Honey and drops the latte.
  await tileHeart(page, 'Toffee Nut Latte').click();
  const picker = page.getByRole('dialog', { name: 'Choose 5 to keep' });
  await expect(picker).toContainText('You can have 5 favorite products. Choose the 5 to keep.');
  await expect(picker.getByRole('checkbox')).toHaveCount(6);
  await expect(picker.getByRole('checkbox', { name: /Toffee Nut Latte/ })).toBeChecked();
  await expect(picker.getByRole('checkbox', { name: 'Oatmilk Honey Latte' })).not.toBeChecked();
  await expect(picker.getByRole('checkbox', { name: 'Oatmilk Honey Latte' })).toBeDisabled();
  await expect(picker).toContainText('5 of 5 chosen');
  await saveScreenshot(page, testInfo, 'favorites-3-picker');
  await expectNoSeriousAxeViolations(page);
  await picker.getByText('Caffè Latte').click();
  await picker.getByText('Oatmilk Honey Latte').click();
  await expect(picker.getByRole('checkbox', { name: 'Caffè Latte' })).not.toBeChecked();
  await picker.getByRole('button', { name: 'Save' }).click();
  await expect(picker).toBeHidden();
  await expect(tileHeart(page, 'Toffee Nut Latte')).toHaveAttribute('aria-pressed', 'true');
  await expect(tileHeart(page, 'Caffè Latte')).toHaveAttribute('aria-pressed', 'false');

  // The favorites page: the five in their order, no stores yet.
  await page.goto('/account/favorites');
  await expect(page.getByRole('heading', { name: 'Favorites', level: 1 })).toBeVisible();
  const products = page.getByRole('list', { name: 'Favorite products' });
  await expect(products.getByRole('article')).toHaveText([
    'Blonde Vanilla Latte',
    'Chestnut Praline Latte',
    'Cinnamon Dolce Latte',
    'Oatmilk Honey Latte',
    'Toffee Nut Latte',
  ]);
  await expect(page.getByText('No favorite stores yet.')).toBeVisible();
  await saveScreenshot(page, testInfo, 'favorites-4-page-products');

  // Two stores through the Find a Store modal opened for the favorites list.
  for (const storeId of [LAS_VEGAS_24_HOURS, SCOTTSDALE_NO_ONLINE_ORDERING]) {
    await page.getByRole('button', { name: 'Add a Store' }).click();
    const finder = page.getByRole('dialog', { name: 'Choose a Favorite Store' });
    await finder.getByTestId(`store-option-${storeId}`).click();
    await expect(finder).toBeHidden();
    await expect(page.getByTestId(`favorite-store-${storeId}`)).toBeVisible();
  }

  // A third with its heart in the toolbar's store finder; a 4th is refused there with the spec's message.
  await page.getByRole('button', { name: 'Select a Store', exact: true }).click();
  const finder = page.getByRole('dialog', { name: 'Select a Store' });
  const heart = (storeId: number) => finder.getByTestId(`favorite-store-heart-${storeId}`);
  await expect(heart(LAS_VEGAS_24_HOURS)).toHaveAttribute('aria-pressed', 'true');
  await heart(MIDTOWN).click();
  await expect(heart(MIDTOWN)).toHaveAttribute('aria-pressed', 'true');
  await heart(PHOENIX).click();
  await expect(finder.getByTestId('favorite-stores-notice')).toHaveText(STORES_LIMIT);
  await expect(heart(PHOENIX)).toHaveAttribute('aria-pressed', 'false');
  await saveScreenshot(page, testInfo, 'favorites-5-finder-hearts');
  await expectNoSeriousAxeViolations(page);
  await finder.getByRole('button', { name: 'Close' }).click();
  await expect(finder).toBeHidden();

  // The page's Add a Store says the same for a 4th.
  await expect(page.getByTestId(`favorite-store-${MIDTOWN}`)).toBeVisible();
  await page.getByRole('button', { name: 'Add a Store' }).click();
  await page
    .getByRole('dialog', { name: 'Choose a Favorite Store' })
    .getByTestId(`store-option-${PHOENIX}`)
    .click();
  await expect(page.getByTestId('favorite-stores-problem')).toHaveText(STORES_LIMIT);
  await expect(page.getByTestId(`favorite-store-${PHOENIX}`)).toHaveCount(0);
  const stores = page.getByRole('list', { name: 'Favorite stores' });
  await expect(stores.getByRole('article')).toHaveCount(3);
  await expect(page.getByTestId(`favorite-store-${LAS_VEGAS_24_HOURS}`)).toContainText('Open Now');
  await saveScreenshot(page, testInfo, 'favorites-6-page-limit');
  // Choosing a favorite did not make it the ordering store.
  expect(await page.evaluate(() => localStorage.getItem('brewline.storeId'))).toBeNull();

  // ORDER needs online ordering at the store, and says why it is off.
  const scottsdaleOrder = page.getByRole('button', { name: 'Order from Old Town' });
  await expect(scottsdaleOrder).toBeDisabled();
  await expect(scottsdaleOrder).toHaveAccessibleDescription(
    'Online ordering is not available at this store.',
  );
  await page.getByRole('button', { name: 'Move Midtown up' }).click();
  await expect(stores.getByRole('heading')).toHaveText(['The Strip', 'Midtown', 'Old Town']);
  await saveScreenshot(page, testInfo, 'favorites-7-page-stores');
  await expectNoSeriousAxeViolations(page);

  // A save that cannot reach the server says so and changes nothing; the next one goes through.
  await page.route('**/graphql', (route) =>
    graphqlOperationOf(route.request()) === 'SetFavoriteProducts' ? route.abort() : route.continue(),
  );
  const removeToffee = page.getByRole('button', { name: 'Remove Toffee Nut Latte from favorites' });
  await removeToffee.click();
  await expect(page.getByTestId('favorite-products-problem')).toHaveText(
    "We couldn't complete this request. Please try again later.",
  );
  await expect(products.getByRole('article')).toHaveCount(5);
  await page.unroute('**/graphql');
  await removeToffee.click();
  await expect(products.getByRole('article')).toHaveCount(4);
  await expect(page.getByTestId('favorite-products-problem')).toHaveCount(0);

  await page.getByRole('button', { name: 'Order from The Strip' }).click();
  await expect(page).toHaveURL(/\/menu$/);
  expect(await page.evaluate(() => localStorage.getItem('brewline.storeId'))).toBe(
    String(LAS_VEGAS_24_HOURS),
  );
});

test('a guest tapping a heart signs in and comes back to the same tiles, the favorite saved', async ({
  page,
}, testInfo) => {
  // From the product page: to sign in, with the way back remembered.
  await page.goto(`/product/${CAFFE_LATTE}`);
  await page.getByRole('button', { name: 'Add to Favorites' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('brewline.loginRedirect'))).toBe(
    `/product/${CAFFE_LATTE}`,
  );

  // From the tiles: sign up on the way and land on the same tiles, the heart tapped as a guest saved
  // without a second tap; it then works as any member's.
  await page.goto(LATTES_GROUP);
  await expect(tileHeart(page, 'Caffè Latte')).toHaveAttribute('aria-pressed', 'false');
  await tileHeart(page, 'Caffè Latte').click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await createAccount(page, testInfo, 'guest');
  await expect(page).toHaveURL(new RegExp(`${LATTES_GROUP}$`));
  await expect(tileHeart(page, 'Caffè Latte')).toHaveAttribute('aria-pressed', 'true');
  await tileHeart(page, 'Caffè Latte').click();
  await expect(tileHeart(page, 'Caffè Latte')).toHaveAttribute('aria-pressed', 'false');
});
