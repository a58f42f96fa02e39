// The board's session: its store and what it may do.
import type { Builder } from '../../graphql/builder.ts';
export function addBoardSessionType(builder: Builder) {
  const BoardSession = builder
    .objectRef<{ storeId: number; termId: number; storeName: string; city: string; state: string }>(
      'BoardSession',
    )
    .implement({
      fields: (t) => ({
        storeId: t.exposeInt('storeId'),
        termId: t.exposeInt('termId'),
        storeName: t.exposeString('storeName'),
        city: t.exposeString('city'),
        state: t.exposeString('state'),
      }),
    });
  return BoardSession;
}
