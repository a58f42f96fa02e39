// Which store and terminal this screen is, whether it is live, the sound switch and the clock.
import type { ReactNode } from 'react';
import type { LiveStatus } from '../lib/live-connection.ts';
import { BoardClock } from './board-clock.tsx';
import { LiveIndicator } from './live-indicator.tsx';
import { SoundToggle } from './sound-toggle.tsx';
import type { SoundSetting } from './use-sound-setting.ts';

export interface BoardHeaderProps {
  readonly storeName: string;
  readonly place: string | null;
  readonly terminal: string;
  readonly status: LiveStatus;
  readonly sound: SoundSetting;
  readonly timeZone: string | null;
  readonly tabs: ReactNode;
}

export function BoardHeader({ storeName, place, terminal, status, sound, timeZone, tabs }: BoardHeaderProps) {
  return (
    <header className="sticky top-0 z-10 bg-roast text-white shadow-md">
      {/* Landscape (xl): one row. Portrait: name and clock, then tabs and status, so the store's
          name is never cut short. */}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <div className="order-1 min-w-0 flex-1">
          <h1 className="truncate text-2xl font-extrabold">
            {storeName}
            <span className="text-brand"> · </span>
            <span>{terminal}</span>
          </h1>
          {/* The line is there before the board's session answers with the place: filled in later,
              it would push the whole board down (a layout shift on every load, docs/performance.md). */}
          <p className="truncate text-base text-stone-300" aria-hidden={place ? undefined : true}>
            {place ?? '\u00a0'}
          </p>
        </div>
        <div className="order-4">{tabs}</div>
        <div className="order-5 ml-auto flex items-center gap-3 xl:order-4 xl:ml-0">
          <LiveIndicator status={status} />
          <SoundToggle sound={sound} />
        </div>
        <div className="order-2 xl:order-5">
          <BoardClock timeZone={timeZone} />
        </div>
        <div aria-hidden className="order-3 basis-full xl:hidden" />
      </div>
    </header>
  );
}
