// The paired board: header, the order grid or the 86 list, and the live order stream under both.
import { useCallback, useEffect, useId, useState } from 'react';
import { useQuery } from 'urql';
import { BoardSessionQuery } from '../api/board-session-query.ts';
import { StoreTimeZoneQuery } from '../api/store-time-zone-query.ts';
import { isUpcoming } from '../features/orders/board-order.ts';
import { OrderBoard } from '../features/orders/order-board.tsx';
import { useBoardOrders } from '../features/orders/use-board-orders.ts';
import { ProductsPanel } from '../features/products/products-panel.tsx';
import { useLiveStatus } from '../lib/board-connection-context.tsx';
import { playNewOrderCue } from '../lib/sound-cue.ts';
import type { PairedTerminal } from '../lib/terminal-storage.ts';
import { BoardHeader } from './board-header.tsx';
import { BoardTabs, type BoardView } from './board-tabs.tsx';
import { ConnectionBanner } from './connection-banner.tsx';
import { terminalLabel } from './terminal-label.ts';
import { useSoundSetting } from './use-sound-setting.ts';

export function BoardScreen({ terminal }: { terminal: PairedTerminal }) {
  const status = useLiveStatus();
  const sound = useSoundSetting();
  const [view, setView] = useState<BoardView>('orders');
  const panelId = useId();

  const [session] = useQuery({ query: BoardSessionQuery });
  const info = session.data?.boardSession;
  const storeId = info?.storeId ?? terminal.storeId;
  const [zone] = useQuery({ query: StoreTimeZoneQuery, variables: { storeId } });
  const timeZone = zone.data?.store?.timeZone ?? null;

  const soundOn = sound.enabled;
  const onArrival = useCallback(() => {
    if (soundOn) playNewOrderCue();
  }, [soundOn]);
  const board = useBoardOrders(onArrival);

  const storeName = info?.storeName || terminal.storeName || `Store ${storeId}`;
  const label = terminalLabel(info?.termId ?? terminal.termId);
  useEffect(() => {
    document.title = `${storeName} · ${label} · Brewline board`;
  }, [storeName, label]);

  return (
    <div className="flex min-h-dvh flex-col">
      <BoardHeader
        storeName={storeName}
        place={info ? `${info.city}, ${info.state} · Store ${info.storeId}` : null}
        terminal={label}
        status={status}
        sound={sound}
        timeZone={timeZone}
        tabs={
          <BoardTabs
            view={view}
            onChange={setView}
            // Live orders only: scheduled ones wait under Upcoming until the bar has to make them.
            orderCount={board.orders.filter((order) => !isUpcoming(order)).length}
            freshCount={board.fresh.size}
            panelId={panelId}
          />
        }
      />
      <ConnectionBanner status={status} />
      <main className="flex-1">
        <div id={panelId} role="tabpanel" aria-labelledby={`${panelId}-${view}`}>
          {view === 'orders' ? <OrderBoard board={board} timeZone={timeZone} /> : <ProductsPanel />}
        </div>
      </main>
    </div>
  );
}
