// The back office's order reads: search (orders.view) and an order's whole life (orders.view, for
// its store). A store manager searches and opens only their stores' orders; another store's order is
// answered as not found.
import { staffCan, staffStoreScope } from '@brewline/domain/accounts/staff-roles';
import type { Builder } from '../../../graphql/builder.ts';
import type { GraphQLContext } from '../../../context.ts';
import { requireStaff } from '../../staff/staff-access.ts';
import type { StaffRecord } from '../../staff/staff-repository.ts';
import { loadOrderLife, type OrderLife } from './order-life.ts';
import { parseCivilDate, searchOrders } from './order-search.ts';
import { Refusal } from '@brewline/domain/messages/refusal';
import { refusalMessages } from '@brewline/domain/messages/refusal-messages';
import type { addAdminOrderPageType } from './admin-order-page-schema.ts';
import type { addAdminOrderType } from './admin-order-schema.ts';

export const MAX_ORDER_PAGE = 100;

/** The order's life when this person may see its store, else the same answer as a missing order. */
export async function visibleOrderLife(
  ctx: GraphQLContext,
  staff: StaffRecord,
  id: string,
): Promise<OrderLife> {
  const life = await loadOrderLife(ctx.db, id.trim());
  if (!life || !staffCan(staff, 'orders.view', life.order.storeId))
    throw new Refusal('ORDER_NOT_FOUND', refusalMessages.ADMIN_ORDER_NOT_FOUND());
  return life;
}

interface SearchArgs {
  fromDate?: string | null;
  toDate?: string | null;
  cardLast4?: string | null;
  page?: number | null;
  pageSize?: number | null;
}

/** The search's dates, card digits and page, refused when they cannot be read; the page to answer. */
function checkedSearchArgs(args: SearchArgs): { page: number; pageSize: number } {
  for (const [name, value] of [
    ['From', args.fromDate],
    ['To', args.toDate],
  ] as const) {
    if (value && !parseCivilDate(value))
      throw new Refusal('INVALID_INPUT', refusalMessages.ADMIN_DATE_INVALID({ name }));
  }
  if (args.fromDate && args.toDate && args.fromDate > args.toDate)
    throw new Refusal('INVALID_INPUT', refusalMessages.ADMIN_DATE_RANGE());
  if (args.cardLast4 && !/^\d{4}$/.test(args.cardLast4.trim()))
    throw new Refusal('INVALID_INPUT', refusalMessages.ADMIN_CARD_LAST_FOUR());
  const pageSize = args.pageSize ?? 25;
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_ORDER_PAGE)
    throw new Refusal('INVALID_INPUT', refusalMessages.ADMIN_ORDER_PAGE_SIZE({ max: MAX_ORDER_PAGE }));
  const page = args.page ?? 0;
  if (!Number.isInteger(page) || page < 0 || page > 10_000)
    throw new Refusal('INVALID_INPUT', refusalMessages.ADMIN_PAGE_RANGE({ max: 10_000 }));
  return { page, pageSize };
}

type PageRefs = ReturnType<typeof addAdminOrderPageType>;

export function addOrderAdminQueries(
  builder: Builder,
  { AdminOrderPage, OrderSortEnum }: PageRefs,
  AdminOrder: ReturnType<typeof addAdminOrderType>,
): void {
  builder.queryFields((t) => ({
    adminOrders: t.field({
      type: AdminOrderPage,
      description:
        'Orders by number, store, dates (yyyy-MM-dd in the store’s time zone), e-mail or last four card digits.',
      args: {
        number: t.arg.string(),
        storeId: t.arg.int(),
        fromDate: t.arg.string(),
        toDate: t.arg.string(),
        email: t.arg.string(),
        cardLast4: t.arg.string(),
        status: t.arg.string(),
        sort: t.arg({ type: OrderSortEnum }),
        descending: t.arg.boolean(),
        page: t.arg.int(),
        pageSize: t.arg.int(),
      },
      resolve: async (_root, args, ctx) => {
        const staff = await requireStaff(ctx, 'orders.view', args.storeId ?? undefined);
        const { page, pageSize } = checkedSearchArgs(args);
        return searchOrders(ctx.db, {
          number: args.number,
          storeId: args.storeId,
          fromDate: args.fromDate,
          toDate: args.toDate,
          email: args.email,
          cardLast4: args.cardLast4,
          status: args.status,
          sort: args.sort ?? 'PLACED_AT',
          descending: args.descending ?? true,
          page,
          pageSize,
          scope: staffStoreScope(staff),
        });
      },
    }),
    adminOrder: t.field({
      type: AdminOrder,
      description: "An order's whole life: items, payments, refunds and who did what.",
      args: { id: t.arg.string({ required: true }) },
      resolve: async (_root, { id }, ctx) => {
        const staff = await requireStaff(ctx, 'orders.view');
        return visibleOrderLife(ctx, staff, id);
      },
    }),
  }));
}
