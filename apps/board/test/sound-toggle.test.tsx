// The board's sound button after a reload: sound was on, and the browser waits for a tap before it
// plays anything ('Tap for sound'). Tapping that very button switches sound on and chimes; it
// used to switch it off (the page-wide first-tap unlock ran first, so the click found sound on).
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SoundToggle } from '../src/app/sound-toggle.tsx';
import { useSoundSetting } from '../src/app/use-sound-setting.ts';
import { playNewOrderCue, unlockSound } from '../src/lib/sound-cue.ts';

vi.mock('../src/lib/sound-cue.ts', () => ({
  isSoundSupported: () => true,
  isSoundUnlocked: () => false,
  unlockSound: vi.fn(() => Promise.resolve(true)),
  playNewOrderCue: vi.fn(),
}));

function Board() {
  const sound = useSoundSetting();
  return (
    <>
      <SoundToggle sound={sound} />
      <button type="button">Received</button>
    </>
  );
}

/** A real tap: the finger down (the page-wide unlock listens for it), then the click. */
async function tap(element: HTMLElement): Promise<void> {
  await act(async () => {
    fireEvent.pointerDown(element);
    await Promise.resolve();
  });
  await act(async () => {
    fireEvent.click(element);
    await Promise.resolve();
  });
}

describe('the sound button after a reload with sound on', () => {
  beforeEach(() => {
    localStorage.setItem('brewline.board.sound', 'on');
    vi.mocked(playNewOrderCue).mockClear();
    vi.mocked(unlockSound).mockClear();
  });
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it("tapping 'Tap for sound' switches sound on and chimes", async () => {
    render(<Board />);
    await tap(screen.getByRole('button', { name: 'Tap for sound' }));
    const button = await screen.findByRole('button', { name: 'Sound on' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(playNewOrderCue).toHaveBeenCalledTimes(1);
  });

  it('the first tap elsewhere switches it on too, and a tap on the button then switches it off', async () => {
    render(<Board />);
    await tap(screen.getByRole('button', { name: 'Received' }));
    await tap(await screen.findByRole('button', { name: 'Sound on' }));
    const button = await screen.findByRole('button', { name: 'Enable sound' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });
});
