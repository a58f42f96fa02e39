// 'Enable sound': browsers only allow sound after a tap, so the chime is switched on by hand.
import { Volume2, VolumeX } from 'lucide-react';
import type { SoundSetting } from './use-sound-setting.ts';

export function SoundToggle({ sound }: { sound: SoundSetting }) {
  if (!sound.supported) return null;
  const on = sound.enabled && sound.unlocked;
  const label = on ? 'Sound on' : sound.enabled ? 'Tap to enable sound' : 'Enable sound';
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={sound.toggle}
      className={`flex h-12 items-center gap-2 rounded-full px-4 text-lg font-bold ${on ? 'bg-white/15 text-white' : 'bg-brand text-roast'}`}
    >
      {on ? <Volume2 aria-hidden size={22} /> : <VolumeX aria-hidden size={22} />}
      {label}
    </button>
  );
}
