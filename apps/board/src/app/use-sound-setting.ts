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

/** Marks the sound button, whose taps the page-wide unlock leaves alone. */
export const SOUND_TOGGLE_ATTRIBUTE = 'data-sound-toggle';

export function useSoundSetting(): SoundSetting {
  const [enabled, setEnabled] = useState(readEnabled);
  const [unlocked, setUnlocked] = useState(isSoundUnlocked);

  useEffect(() => {
    if (!enabled || unlocked) return;
    const onTap = (event: PointerEvent): void => {
      // A tap on the sound button itself is the button's to handle (toggle, below): unlocked here
      // first, the button's click would find sound on and switch it off.
      if (event.target instanceof Element && event.target.closest(`[${SOUND_TOGGLE_ATTRIBUTE}]`)) return;
      void unlockSound().then(setUnlocked);
    };
    window.addEventListener('pointerdown', onTap);
    return () => window.removeEventListener('pointerdown', onTap);
  }, [enabled, unlocked]);

  const toggle = useCallback(() => {
    // 'Tap for sound' (on, remembered, waiting for a tap): the tap switches it on, not off.
    if (enabled && unlocked) {
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
  }, [enabled, unlocked]);

  return { supported: isSoundSupported(), enabled, unlocked, toggle };
}
