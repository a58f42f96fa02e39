// 'Enable sound': browsers only allow sound after a tap, so the chime is switched on by hand.
import { Volume2, VolumeX } from 'lucide-react';
import { SteadyContent } from '../ui/steady-content.tsx';
import { SOUND_TOGGLE_ATTRIBUTE, type SoundSetting } from './use-sound-setting.ts';

type SoundState = 'on' | 'waiting' | 'off';

export function SoundToggle({ sound }: { sound: SoundSetting }) {
  if (!sound.supported) return null;
  const on = sound.enabled && sound.unlocked;
  const state: SoundState = on ? 'on' : sound.enabled ? 'waiting' : 'off';
  return (
    <button
      type="button"
      aria-pressed={on}
      {...{ [SOUND_TOGGLE_ATTRIBUTE]: '' }}
      onClick={sound.toggle}
      className={`flex h-12 items-center rounded-full px-4 text-lg font-bold ${on ? 'bg-white/15 text-white' : 'bg-brand text-roast'}`}
    >
      {/* One width for every label: a remembered 'on' waits for the first tap anywhere, and that
          tap, usually on an order's button, turns 'Tap for sound' into 'Sound on'. A narrower
          button let the header lose a row while the finger was down, the order card moved up under
          it and the tap was lost (the barista's first step never reached the customer). */}
      <SteadyContent
        shown={state}
        className="flex items-center justify-center gap-2"
        variants={{
          on: (
            <>
              <Volume2 aria-hidden size={22} />
              Sound on
            </>
          ),
          waiting: (
            <>
              <VolumeX aria-hidden size={22} />
              Tap for sound
            </>
          ),
          off: (
            <>
              <VolumeX aria-hidden size={22} />
              Enable sound
            </>
          ),
        }}
      />
    </button>
  );
}
