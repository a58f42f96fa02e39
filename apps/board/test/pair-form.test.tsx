// The pairing form: its own checks before sending, the server's refusal in its words, a network
// failure, and a success handing over the terminal.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PairForm } from '../src/features/pairing/pair-form.tsx';
import { PAIRING_CODE_INCOMPLETE, PAIRING_CODE_REQUIRED } from '../src/features/pairing/pairing-code.ts';
import {
  PAIR_FAILED_MESSAGE,
  PAIR_NETWORK_MESSAGE,
  pairTerminal,
  type PairResult,
} from '../src/lib/pair-terminal.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const INVALID = 'That pairing code is not valid or has expired.';
const terminal = { token: 'tok', storeId: 101, termId: 2, storeName: 'Midtown' };

function renderForm(pair: (code: string) => Promise<PairResult>) {
  const onPaired = vi.fn();
  render(<PairForm pair={pair} onPaired={onPaired} />);
  const input = screen.getByLabelText<HTMLInputElement>('Pairing code');
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Pair screen' }));
  return { onPaired, input, submit };
}

describe('PairForm', () => {
  it('asks for a code before sending anything', () => {
    const pair = vi.fn<(code: string) => Promise<PairResult>>();
    const { submit, input } = renderForm(pair);
    submit();
    expect(screen.getByRole('alert').textContent).toBe(PAIRING_CODE_REQUIRED);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(pair).not.toHaveBeenCalled();
  });

  it('refuses a code that is too short, and clears the message on typing', () => {
    const pair = vi.fn<(code: string) => Promise<PairResult>>();
    const { submit, input } = renderForm(pair);
    fireEvent.change(input, { target: { value: 'k7q4' } });
    submit();
    expect(screen.getByRole('alert').textContent).toBe(PAIRING_CODE_INCOMPLETE);
    fireEvent.change(input, { target: { value: 'k7q49' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(pair).not.toHaveBeenCalled();
  });

  it('formats the code as typed', () => {
    const { input } = renderForm(vi.fn());
    fireEvent.change(input, { target: { value: 'k7q4 9mzp!x' } });
    expect(input.value).toBe('K7Q4-9MZP');
  });

  it("shows the server's refusal and keeps the code for a retry", async () => {
    const pair = vi.fn(() => Promise.resolve<PairResult>({ ok: false, message: INVALID }));
    const { submit, input, onPaired } = renderForm(pair);
    fireEvent.change(input, { target: { value: 'K7Q4-9MZP' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(INVALID);
    expect(pair).toHaveBeenCalledWith('K7Q4-9MZP');
    expect(input.value).toBe('K7Q4-9MZP');
    expect(onPaired).not.toHaveBeenCalled();
  });

  it('hands over the terminal on success', async () => {
    const { submit, input, onPaired } = renderForm(() => Promise.resolve({ ok: true, terminal }));
    fireEvent.change(input, { target: { value: 'K7Q49MZP' } });
    submit();
    await waitFor(() => expect(onPaired).toHaveBeenCalledWith(terminal));
  });
});

describe('pairTerminal', () => {
  it('posts the code and returns the credential', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(Response.json(terminal)));
    vi.stubGlobal('fetch', fetchMock);
    expect(await pairTerminal('K7Q4-9MZP')).toEqual({ ok: true, terminal });
    expect(fetchMock).toHaveBeenCalledWith(
      '/board/pair',
      expect.objectContaining({ method: 'POST', body: '{"code":"K7Q4-9MZP"}' }),
    );
  });

  it("returns a 400's message", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json({ message: INVALID }, { status: 400 }))),
    );
    expect(await pairTerminal('K7Q4-9MZP')).toEqual({ ok: false, message: INVALID });
  });

  it('says the server could not be reached when the request fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await pairTerminal('K7Q4-9MZP')).toEqual({ ok: false, message: PAIR_NETWORK_MESSAGE });
  });

  it('falls back to a plain message for an answer without one', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('Bad gateway', { status: 502 }))),
    );
    expect(await pairTerminal('K7Q4-9MZP')).toEqual({ ok: false, message: PAIR_FAILED_MESSAGE });
  });
});
