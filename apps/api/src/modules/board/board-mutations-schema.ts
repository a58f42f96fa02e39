// The barista's actions: move an order on, refund it, mark a product out of stock or back.
import type { Builder } from '../../graphql/builder.ts';
import { advanceOrder, refundOrder, setProductAvailability } from './board-service.ts';
import { Refusal } from '@brewline/domain/messages/refusal';
import { refusalMessages } from '@brewline/domain/messages/refusal-messages';
import { deps, requireTerminal } from './board-terminal.ts';
import type { addBoardOrderType } from './board-order-schema.ts';
import type { addBoardProductType } from './board-product-schema.ts';

export function addBoardMutations(
  builder: Builder,
  BoardOrder: ReturnType<typeof addBoardOrderType>,
  BoardProduct: ReturnType<typeof addBoardProductType>,
): void {
  builder.mutationFields((t) => ({
    advanceOrder: t.field({
      type: BoardOrder,
      args: { orderId: t.arg.string({ required: true }), status: t.arg.string({ required: true }) },
      resolve: (_root, { orderId, status }, ctx) =>
        advanceOrder(deps(ctx), requireTerminal(ctx), orderId, status),
    }),
    refundOrder: t.field({
      type: BoardOrder,
      args: { orderId: t.arg.string({ required: true }), reason: t.arg.string({ required: true }) },
      resolve: (_root, { orderId, reason }, ctx) =>
        refundOrder(deps(ctx), requireTerminal(ctx), orderId, reason),
    }),
    setProductAvailability: t.field({
      type: BoardProduct,
      args: { productId: t.arg.int({ required: true }), available: t.arg.boolean({ required: true }) },
      resolve: async (_root, { productId, available }, ctx) => {
        const terminal = requireTerminal(ctx);
        const product = ctx.menu.current().productsById.get(productId);
        if (!product) throw new Refusal('INVALID_ORDER', refusalMessages.BOARD_PRODUCT_UNKNOWN());
        await setProductAvailability(ctx.db, terminal, productId, available);
        return { id: productId, name: product.name, available };
      },
    }),
  }));
}
