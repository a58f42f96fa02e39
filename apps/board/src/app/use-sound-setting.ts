// The 'Enable sound' toggle. The choice is remembered across reloads, but a browser only lets a page
// play sound after a gesture, so a remembered "on" waits for the first tap anywhere on the board.
import { useCallback, useEffect, useState } from 'react';
import { isSoundSupported, isSoundUnlocked, playNewOrderCue, unlockSound } from '../lib/sound-cue.ts';

const KEY = 'brewline.board.sound';

export interface SoundSetting {
  readonly supported: boolean;
  /** The barista wants the chime. */
  readonly enabled: boolean;
  /** The browser lets it play. */
  readonly unlocked: boolean;
  readonly toggle: () => void;
}

function readEnabled(): boolean {
  try {
    return localStorage.getItem(KEY) === 'on';
  } catch {
    return false;
  }
}

function saveEnabled(enabled: boolean): void {
  try {
    localStorage.setItem(KEY, enabled ? 'on' : 'off');
  } catch {
    // Not remembered; the toggle still works for this session.
  }
}

export function useSoundSetting(): SoundSetting {
  const [enabled, setEnabled] = useState(readEnabled);
  const [unlocked, setUnlocked] = useState(isSoundUnlocked);

  useEffect(() => {
    if (!enabled || unlocked) return;
    const onTap = (): void => {
      void unlockSound().then(setUnlocked);
    };
    window.addEventListener('pointerdown', onTap);
    return () => window.removeEventListener('pointerdown', onTap);
  }, [enabled, unlocked]);

  const toggle = useCallback(() => {
    if (enabled) {
      setEnabled(false);
      saveEnabled(false);
      return;
    }
    setEnabled(true);
    saveEnabled(true);
    // This runs inside the tap, so the browser allows it; the chime confirms sound works.
    void unlockSound().then((ok) => {
      setUnlocked(ok);
      if (ok) playNewOrderCue();
    });
  }, [enabled]);

  return { supported: isSoundSupported(), enabled, unlocked, toggle };
}
