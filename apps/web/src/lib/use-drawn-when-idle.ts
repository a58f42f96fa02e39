// For a part of a screen that its first draw can leave out because nothing of it shows yet (a folded
// list): each part of the first draw over a page is one task (lib/first-draw-slices.tsx), and on a
// phone every element it builds lengthens that task (issue 21). Such a part is drawn at idle time,
// after the first draw, or at once when it is about to show (`draw`: a tap that unfolds it). The
// server draws it with the page, so the page reads whole without scripts.
import { useCallback, useEffect, useState } from 'react';
import { useIsServerRender } from './server-render.ts';
import { whenIdle } from './when-idle.ts';

/** `shownNow`: the part shows at once (an unfolded list), so it is drawn with the rest. */
export function useDrawnWhenIdle(shownNow: boolean): readonly [drawn: boolean, draw: () => void] {
  const serverRender = useIsServerRender();
  const [drawn, setDrawn] = useState(shownNow);
  useEffect(() => (drawn ? undefined : whenIdle(() => setDrawn(true))), [drawn]);
  const draw = useCallback(() => setDrawn(true), []);
  return [drawn || serverRender, draw];
}
