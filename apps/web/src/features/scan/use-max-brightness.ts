// Screen brightness at maximum while a card's code is shown (docs/product/account.md#scan-screen).
// Only the mobile app can set brightness: it is asked through its message bridge, and asked to give
// the member's own brightness back when the code is gone. A browser cannot, so there the screen is
// at least kept awake (Screen Wake Lock) so that it does not dim while the barista scans.
import { brightnessMessage, isWrapperApp } from '@brewline/domain/site/wrapper-app';
import { useEffect } from 'react';

function tellWrapper(maximum: boolean): void {
  window.ReactNativeWebView?.postMessage(JSON.stringify(brightnessMessage(maximum)));
}

export function useMaxBrightness(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const inWrapper = isWrapperApp(navigator.userAgent);
    if (inWrapper) tellWrapper(true);
    let released = false;
    let lock: WakeLockSentinel | null = null;
    if ('wakeLock' in navigator) {
      navigator.wakeLock
        .request('screen')
        .then((sentinel) => {
          if (released) void sentinel.release();
          else lock = sentinel;
        })
        .catch(() => undefined); // refused (battery saver, hidden tab): the code still shows
    }
    return () => {
      released = true;
      if (inWrapper) tellWrapper(false);
      void lock?.release();
    };
  }, [active]);
}
