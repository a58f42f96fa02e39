// The back office's refunds, all or part of an order (orders.refund, for its store).
import { staffCan } from '@brewline/domain/accounts/staff-roles';
import type { Builder } from '../../../graphql/builder.ts';
import { requireStaff } from '../../staff/staff-access.ts';
import { refundOrderPayment } from '../refunds/order-refund-service.ts';
import { visibleOrderLife } from './order-admin-queries-schema.ts';
import type { addAdminOrderType } from './admin-order-schema.ts';

export function addOrderAdminMutations(
  builder: Builder,
  AdminOrder: ReturnType<typeof addAdminOrderType>,
): void {
  builder.mutationFields((t) => ({
    refundOrderPart: t.field({
      type: AdminOrder,
      description:
        'Refunds all (amountCents null) or part of an order, with a reason. The same requestKey again is the same refund.',
      args: {
        orderId: t.arg.string({ required: true }),
        amountCents: t.arg.int(),
        reason: t.arg.string({ required: true }),
        requestKey: t.arg.string(),
      },
      resolve: async (_root, args, ctx) => {
        const staff = await requireStaff(ctx, 'orders.refund');
        await refundOrderPayment(
          { db: ctx.db, payments: ctx.payments, events: ctx.orderEvents, now: ctx.now() },
          { kind: 'STAFF', memberId: staff.memberId, email: staff.email },
          {
            orderId: args.orderId.trim(),
            amountCents: args.amountCents ?? null,
            reason: args.reason,
            idempotencyKey: args.requestKey ?? null,
            // Another store's order reads as a missing one, as in the search.
            mayRefund: (order) =>
              staffCan(staff, 'orders.refund', order.storeId) &&
              staffCan(staff, 'orders.view', order.storeId),
          },
        );
        return visibleOrderLife(ctx, staff, args.orderId);
      },
    }),
  }));
}
