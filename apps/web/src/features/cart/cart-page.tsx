// /cart: every line with edit, duplicate and delete, then the server's subtotal, tax and total and
// 'Proceed to Checkout'. Empty: 'Your cart is empty. Ready to order a drink?' and 'Go to Menu'.
import { duplicateLine } from '@brewline/domain/orders/cart-edits';
import { messages } from '@brewline/domain/messages/messages';
import { Copy, MapPin, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { useCart } from '../../lib/cart-context.tsx';
import { clearCartNotice, readCartNotice } from '../../lib/cart-notice.ts';
import { usePageTitle } from '../../lib/page-title.tsx';
import { useIsServerRender } from '../../lib/server-render.ts';
import { PageSpinner } from '../../ui/spinner.tsx';
import { newId } from '../../lib/uuid.ts';
import { useSelectedStore } from '../../lib/selected-store-context.tsx';
import { CartLineItem } from './cart-line-item.tsx';
import { CartTotals } from './cart-totals.tsx';
import { usePricedCart } from './model/use-priced-cart.ts';

const action =
  'inline-flex min-h-10 items-center justify-center gap-1.5 rounded-full px-3 text-sm font-semibold transition hover:bg-stone-100 [&_svg]:shrink-0';

/**
 * The store's line and the place held for it: on a phone the line wraps 'Change' (and a long store
 * name) onto a second line, so two lines (48px) are held there; one (40px, the button's height) from
 * 640px up, where it fits on one.
 */
const STORE_LINE_HEIGHT = 'min-h-12 sm:min-h-10';

export default function CartPage() {
  usePageTitle('Cart');
  // The cart and its notice are in the browser's storage: known once the page is hydrated.
  return useIsServerRender() ? <CartWaiting /> : <CartContent />;
}

function CartWaiting() {
  return (
    <div>
      <h1 className="page-title mb-6">Cart</h1>
      <PageSpinner />
    </div>
  );
}

function CartContent() {
  const { edit, removeLine } = useCart();
  const { store, storeId, setPickerOpen } = useSelectedStore();
  const { rows, pricing, updating, error, retry } = usePricedCart();
  const [refusal, setRefusal] = useState<string | null>(null);
  // Checkout sends the customer here with a message when it removed unavailable items.
  // Shown until the customer leaves the cart (lib/cart-notice.ts): not when this page merely mounts again.
  const [notice] = useState(readCartNotice);
  useEffect(
    () => () => {
      if (!/^\/cart\/?$/.test(location.pathname)) clearCartNotice();
    },
    [],
  );
  const noticeBanner = notice && (
    <p
      role="alert"
      className="mb-4 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 font-semibold text-amber-950"
    >
      {notice}
    </p>
  );

  if (rows.length === 0) {
    return (
      <div>
        <h1 className="page-title mb-6">Cart</h1>
        {noticeBanner}
        <div className="mx-auto flex max-w-md flex-col items-center gap-5 rounded-3xl bg-white px-6 py-12 text-center shadow-sm">
          <span className="flex size-28 items-center justify-center rounded-full bg-brand-soft">
            <img src="/art/hot-beverage.svg" alt="" width={72} height={72} />
          </span>
          <p className="text-lg font-semibold">{messages.CART_EMPTY_PAGE()}</p>
          <Link href="/menu" className="btn-primary">
            Go to Menu
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div>
      <h1 className="page-title mb-4">Cart</h1>
      {noticeBanner}
      {!store && storeId !== null && (
        // The store's details arrive after the cart: hold their line's place so nothing jumps.
        <p className={`mb-4 ${STORE_LINE_HEIGHT}`} aria-hidden="true" />
      )}
      {store && (
        <p className={`mb-4 flex flex-wrap items-center gap-x-2 text-stone-700 ${STORE_LINE_HEIGHT}`}>
          <MapPin size={18} aria-hidden="true" className="text-brand-ink" />
          Pickup at <strong className="text-roast">{store.nickname}</strong> ({store.city}, {store.state})
          <button
            type="button"
            className="font-semibold text-brand-ink underline"
            onClick={() => setPickerOpen(true)}
          >
            Change
          </button>
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr] lg:items-start">
        <ul className="flex flex-col gap-3" aria-label="Items in your cart">
          {rows.map((row) => (
            <li
              key={row.line.lineId}
              className="rounded-3xl bg-white p-4 shadow-sm sm:p-5"
              data-testid="cart-line"
              data-line-id={row.line.lineId}
            >
              <CartLineItem
                description={row.description}
                quantity={row.line.quantity}
                priceCents={row.priceCents}
                unavailable={row.unavailable}
                actions={
                  <>
                    <Link
                      href={row.description.editHref}
                      className={`${action} text-brand-ink`}
                      aria-label={`Edit ${row.description.name}`}
                    >
                      <Pencil size={16} aria-hidden="true" /> Edit
                    </Link>
                    <button
                      type="button"
                      className={`${action} text-brand-ink`}
                      aria-label={`Duplicate ${row.description.name}`}
                      onClick={() =>
                        setRefusal(edit((cart) => duplicateLine(cart, row.line.lineId, newId())))
                      }
                    >
                      <Copy size={16} aria-hidden="true" /> Duplicate
                    </button>
                    <button
                      type="button"
                      className={`${action} text-red-800`}
                      aria-label={`Delete ${row.description.name}`}
                      onClick={() => {
                        setRefusal(null);
                        removeLine(row.line.lineId);
                      }}
                    >
                      <Trash2 size={16} aria-hidden="true" /> Delete
                    </button>
                  </>
                }
              />
            </li>
          ))}
        </ul>
        <aside
          aria-label="Order total"
          className="flex flex-col gap-4 rounded-3xl bg-white p-5 shadow-sm lg:sticky lg:top-4"
        >
          <h2 className="text-lg font-extrabold">Order Summary</h2>
          {refusal && (
            <p role="alert" className="text-sm text-red-800">
              {refusal}
            </p>
          )}
          <CartTotals pricing={pricing} updating={updating} error={error} retry={retry} />
          <Link href="/checkout" className="btn-primary w-full py-3 text-lg">
            Proceed to Checkout
          </Link>
        </aside>
      </div>
    </div>
  );
}
