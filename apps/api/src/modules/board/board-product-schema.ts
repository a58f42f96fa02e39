// A product the board can mark out of stock (86) or back.
import type { Builder } from '../../graphql/builder.ts';
export function addBoardProductType(builder: Builder) {
  const BoardProduct = builder
    .objectRef<{ id: number; name: string; available: boolean }>('BoardProduct')
    .implement({
      fields: (t) => ({
        id: t.exposeInt('id'),
        name: t.exposeString('name'),
        available: t.exposeBoolean('available'),
      }),
    });
  return BoardProduct;
}
