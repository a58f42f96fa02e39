// An edit refused because someone else saved first: the server's sentence, their values beside the
// person's own, the differing ones marked, and the two ways on.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConflictNotice } from '../src/ui/conflict-notice.tsx';

afterEach(cleanup);

describe('ConflictNotice', () => {
  it('lays their version beside mine and offers to take theirs or save mine', () => {
    const onUseTheirs = vi.fn();
    const onKeepMine = vi.fn();
    render(
      <ConflictNotice
        message="Someone else saved this store while you were editing it. Their version is shown beside yours; nothing was saved."
        fields={[
          { label: 'Name', theirs: 'Back Bay', mine: 'Back Bay', differs: false },
          { label: 'Opens', theirs: '06:00', mine: '07:00', differs: true },
        ]}
        onUseTheirs={onUseTheirs}
        onKeepMine={onKeepMine}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Someone else saved this store');
    expect(alert.textContent).toContain('1 field differs.');
    const opens = within(alert).getByRole('row', { name: /Opens \(differs\)/ });
    expect(
      within(opens)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['06:00', '07:00']);
    expect(within(alert).getByRole('row', { name: /^Name Back Bay Back Bay$/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use their version' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save mine over theirs' }));
    expect(onUseTheirs).toHaveBeenCalledOnce();
    expect(onKeepMine).toHaveBeenCalledOnce();
  });
});
