// Editing a reward plan: every problem the domain's rules find is named at once and nothing is sent;
// the server's refusal is shown in its words; a plan someone else saved first is shown beside this
// person's edits, and either taken or saved over.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RewardPlanDialog } from '../src/features/rewards/reward-plan-dialog.tsx';
import type { PlanRow } from '../src/features/rewards/reward-plan-format.ts';
import { failure, stubGraphQL, type Handler } from '../../../e2e/support/graphql-fetch.ts';
import { WithClient } from './support/with-client.tsx';

const PLAN: PlanRow = {
  id: 1,
  name: '13th Free Drink',
  threshold: 12,
  rewardName: 'Free Drink',
  rewardKind: 'FREE_DRINK',
  validityDays: 30,
  version: 3,
};
const THEIRS = { ...PLAN, name: '12th Free Drink', threshold: 11, version: 4 };

function renderDialog(onSaved = vi.fn()) {
  render(
    <WithClient>
      <RewardPlanDialog plan={PLAN} onClose={vi.fn()} onSaved={onSaved} />
    </WithClient>,
  );
  return onSaved;
}
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save plan' }));
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RewardPlanDialog', () => {
  it('names every problem at once and sends nothing', async () => {
    const calls = stubGraphQL({});
    renderDialog();
    type('Plan name', 'X');
    type('Points to claim', '0');
    type('Valid for (days)', '1000');
    save();
    expect(screen.getByText('Give the plan a name of 2 to 60 characters.')).toBeTruthy();
    expect(screen.getByText('Points must be a whole number from 1 to 1000.')).toBeTruthy();
    expect(screen.getByText('Validity must be 1 to 730 days, or no limit.')).toBeTruthy();
    await tick();
    expect(calls).toEqual([]);
    type('Plan name', 'Twelve and done');
    expect(screen.queryByText('Give the plan a name of 2 to 60 characters.')).toBeNull();
  });

  it('shows the server’s refusal in its words', async () => {
    stubGraphQL({
      UpdateRewardPlan: () => failure('FORBIDDEN', 'Only a chain admin may change reward plans.'),
    });
    renderDialog();
    save();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Only a chain admin may change reward plans.'),
    );
  });

  describe('when someone else saved first', () => {
    const conflictThenSaved = (): Handler => {
      let calls = 0;
      return (variables) => {
        calls += 1;
        return calls === 1
          ? failure('EDIT_CONFLICT', 'Someone else saved this plan.', { current: THEIRS })
          : { updateRewardPlan: { ...PLAN, name: String(variables['name']), version: 5 } };
      };
    };

    it('shows their plan beside mine and saves mine over theirs', async () => {
      const calls = stubGraphQL({ UpdateRewardPlan: conflictThenSaved() });
      const onSaved = renderDialog();
      type('Plan name', 'Lucky 13');
      save();
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByRole('row', { name: /Name \(differs\)/ }).textContent).toContain(
        '12th Free Drink',
      );
      expect(within(alert).getByRole('row', { name: /Points \(differs\)/ }).textContent).toContain('11');
      fireEvent.click(within(alert).getByRole('button', { name: 'Save mine over theirs' }));
      await waitFor(() =>
        expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ name: 'Lucky 13' })),
      );
      expect(
        calls
          .filter((call) => call.operationName === 'UpdateRewardPlan')
          .map((c) => c.variables['expectedVersion']),
      ).toEqual([3, 4]);
    });

    it('takes their plan into the form', async () => {
      stubGraphQL({ UpdateRewardPlan: conflictThenSaved() });
      renderDialog();
      type('Plan name', 'Lucky 13');
      save();
      fireEvent.click(await screen.findByRole('button', { name: 'Use their version' }));
      expect(screen.getByLabelText<HTMLInputElement>('Plan name').value).toBe('12th Free Drink');
      expect(screen.getByLabelText<HTMLInputElement>('Points to claim').value).toBe('11');
      expect(screen.queryByRole('alert')).toBeNull();
    });
  });
});
