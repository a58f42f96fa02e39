// Reward plans (rewards.edit): what each plan costs in points, what a claim gives, how long it stays
// usable. A save names the version it started from; when someone saved first, their version is
// shown beside this person's edits and nothing is lost. Changes apply to claims made afterwards.
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useQuery } from 'urql';
import { errorMessage } from '../../lib/api-errors.ts';
import { Button } from '../../ui/button.tsx';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import { Notice } from '../../ui/notice.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { RewardPlanDialog } from './reward-plan-dialog.tsx';
import { RewardPlansQuery } from './reward-plans-query.ts';
import { kindLabel, validityText, type PlanRow } from './reward-plan-format.ts';

export default function RewardPlansPage() {
  const [{ data, error }, refetch] = useQuery({ query: RewardPlansQuery });
  const [editing, setEditing] = useState<PlanRow | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const columns: DataTableColumn<PlanRow>[] = [
    {
      key: 'name',
      header: 'Plan',
      cell: (p) => <span className="font-semibold">{p.name}</span>,
      sortValue: (p) => p.name,
    },
    {
      key: 'threshold',
      header: 'Points',
      align: 'right',
      cell: (p) => p.threshold,
      sortValue: (p) => p.threshold,
    },
    { key: 'reward', header: 'Gives', cell: (p) => p.rewardName },
    { key: 'kind', header: 'Kind', cell: (p) => kindLabel(p.rewardKind) },
    { key: 'validity', header: 'Valid for', cell: (p) => validityText(p.validityDays) },
    {
      key: 'edit',
      header: 'Edit',
      hiddenHeader: true,
      align: 'right',
      cell: (p) => (
        <Button
          variant="quiet"
          icon={<Pencil aria-hidden className="size-4" />}
          onClick={() => setEditing(p)}
        >
          Edit <span className="sr-only">{p.name}</span>
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Reward plans"
        description="What members can claim with their points: a point for every paid drink. A change applies to rewards claimed from now on."
      />
      {notice && (
        <Notice tone="success" onDismiss={() => setNotice(null)}>
          {notice}
        </Notice>
      )}
      {error && <Notice tone="error">{errorMessage(error)}</Notice>}
      <DataTable
        caption="Reward plans"
        columns={columns}
        rowKey={(p) => p.id}
        rows={data?.adminRewardPlans ?? []}
        initialSort={{ key: 'threshold', direction: 'asc' }}
        emptyMessage="No reward plan."
      />
      {editing && (
        <RewardPlanDialog
          plan={editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setNotice(`“${saved.name}” is saved. Members see it on their next visit.`);
            refetch({ requestPolicy: 'network-only' });
          }}
        />
      )}
    </>
  );
}
