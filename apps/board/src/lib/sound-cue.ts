// The new-order chime, synthesised with Web Audio (no file to load or cache). Browsers keep audio
// suspended until a user gesture, so `unlockSound` must run inside a tap; after that the chime can
// play whenever an order arrives.

interface AudioWindow {
  AudioContext?: typeof AudioContext;
  webkitAudioContext?: typeof AudioContext;
}

let context: AudioContext | null = null;

function audioContextClass(): typeof AudioContext | null {
  const w = window as unknown as AudioWindow;
  return w.AudioContext ?? w.webkitAudioContext ?? null;
}

export function isSoundSupported(): boolean {
  return audioContextClass() !== null;
}

/** Call from a tap: creates or resumes the audio context. True when sound can now play. */
export async function unlockSound(): Promise<boolean> {
  const Ctor = audioContextClass();
  if (!Ctor) return false;
  context ??= new Ctor();
  if (context.state !== 'running') {
    try {
      await context.resume();
    } catch {
      return false;
    }
  }
  return context.state === 'running';
}

export function isSoundUnlocked(): boolean {
  return context?.state === 'running';
}

function tone(audio: AudioContext, frequency: number, startAt: number, seconds: number): void {
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.value = frequency;
  // A quick rise and an exponential fall: a soft "ding" rather than a click or a buzz.
  gain.gain.setValueAtTime(0.0001, startAt);
  gain.gain.exponentialRampToValueAtTime(0.35, startAt + 0.015);
  gain.gain.exponentialRampToValueAtTime(0.0001, startAt + seconds);
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start(startAt);
  oscillator.stop(startAt + seconds + 0.02);
}

/** Two rising tones, about half a second: distinct from a register's beep, short enough not to annoy. */
export function playNewOrderCue(): void {
  if (!context || context.state !== 'running') return;
  const start = context.currentTime + 0.01;
  tone(context, 880, start, 0.18);
  tone(context, 1318.5, start + 0.2, 0.28);
}
