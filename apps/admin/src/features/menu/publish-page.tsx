// Review and publish (menu.publish): every group and product the draft adds, changes or removes, what
// stops it from being published, and the two ends: publish (after a confirmation) or discard.
import { Send, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { errorMessage } from '../../lib/api-errors.ts';
import type { ResultOf } from '../../lib/graphql.ts';
import { Button } from '../../ui/button.tsx';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Notice } from '../../ui/notice.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { DiscardMenuDraftMutation } from './discard-menu-draft-mutation.ts';
import { MenuDraftQuery } from './menu-draft-query.ts';
import { PublishMenuMutation } from './publish-menu-mutation.ts';

type Change = ResultOf<typeof MenuDraftQuery>['menuDraft']['changes'][number];

const KIND_LABELS: Record<string, { text: string; tone: string }> = {
  ADDED: { text: 'Added', tone: 'bg-green-100 text-green-900' },
  CHANGED: { text: 'Changed', tone: 'bg-amber-100 text-amber-900' },
  REMOVED: { text: 'Removed', tone: 'bg-red-100 text-red-900' },
};

/** What each kind of record is called in the list (the API's MenuChange.entityType). */
const ENTITY_LABELS: Record<string, string> = {
  group: 'Group',
  size: 'Size',
  modifierGroup: 'Modifier group',
  modifierScale: 'Scale',
  product: 'Product',
};

const columns: DataTableColumn<Change>[] = [
  {
    key: 'kind',
    header: 'Change',
    sortValue: (c) => c.kind,
    cell: (c) => (
      <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${KIND_LABELS[c.kind]?.tone ?? ''}`}>
        {KIND_LABELS[c.kind]?.text ?? c.kind}
      </span>
    ),
  },
  {
    key: 'what',
    header: 'What',
    sortValue: (c) => c.entityType,
    cell: (c) => ENTITY_LABELS[c.entityType] ?? c.entityType,
  },
  {
    key: 'name',
    header: 'Name',
    sortValue: (c) => c.name,
    cell: (c) => <span className="font-medium">{c.name}</span>,
  },
  {
    key: 'details',
    header: 'What changed',
    cell: (c) => (c.details.length > 0 ? c.details.join(', ') : '—'),
  },
];

export default function PublishPage() {
  const [result, refetch] = useQuery({ query: MenuDraftQuery, requestPolicy: 'network-only' });
  const [publishing, publish] = useMutation(PublishMenuMutation);
  const [discarding, discard] = useMutation(DiscardMenuDraftMutation);
  const [confirm, setConfirm] = useState<'publish' | 'discard' | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const draft = result.data?.menuDraft;
  const reload = () => refetch({ requestPolicy: 'network-only' });

  const onPublish = async () => {
    if (!draft) return;
    const answer = await publish({ expectedDraftVersion: draft.version });
    setConfirm(null);
    const published = answer.data?.publishMenu;
    setNotice(
      answer.error || !published
        ? { tone: 'error', text: answer.error ? errorMessage(answer.error) : 'The menu was not published.' }
        : {
            tone: 'success',
            text: `Published as menu version ${published.version}: every server serves it now, and customers get it on their next visit.`,
          },
    );
    reload();
  };
  const onDiscard = async () => {
    const answer = await discard({});
    setConfirm(null);
    setNotice(
      answer.error
        ? { tone: 'error', text: errorMessage(answer.error) }
        : { tone: 'success', text: 'The draft was discarded: it is the live menu again.' },
    );
    reload();
  };

  const changes = draft?.changes ?? [];
  const blocked = (draft?.problems.length ?? 0) > 0;
  return (
    <>
      <PageHeader
        title="Review and publish"
        description="What publishing will change for customers. Menu and price changes go live together, on every server, within seconds."
        actions={
          <>
            <Button
              icon={<Undo2 aria-hidden className="size-4" />}
              disabled={changes.length === 0}
              onClick={() => setConfirm('discard')}
            >
              Discard draft
            </Button>
            <Button
              variant="primary"
              icon={<Send aria-hidden className="size-4" />}
              disabled={!draft || blocked}
              onClick={() => setConfirm('publish')}
            >
              Publish
            </Button>
          </>
        }
      />
      {notice && (
        <Notice tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Notice>
      )}
      {result.error && <Notice tone="error">{errorMessage(result.error)}</Notice>}
      {draft && blocked && (
        <Notice tone="error" title="Fix these before publishing">
          <ul className="list-disc pl-5">
            {draft.problems.map((p) => (
              <li key={p.message}>{p.message}</li>
            ))}
          </ul>
        </Notice>
      )}
      {draft && (
        <>
          {draft.updatedBy && changes.length > 0 && (
            <p className="mb-3 text-sm text-stone-600">
              Last edited by {draft.updatedBy}
              {draft.updatedAt ? ` on ${new Date(draft.updatedAt).toLocaleString()}` : ''}.
            </p>
          )}
          <DataTable
            caption="Changes publishing will make"
            columns={columns}
            rows={changes}
            rowKey={(c) => `${c.entityType}:${c.entityId}`}
            filterText={(c) => `${c.kind} ${c.name} ${c.details.join(' ')}`}
            filterLabel="Find a change"
            emptyMessage="The draft is the live menu: nothing to publish. Price changes made on the Prices page are published here too."
          />
        </>
      )}
      {confirm === 'publish' && (
        <Dialog
          title="Publish the menu?"
          onClose={() => setConfirm(null)}
          actions={
            <>
              <Button onClick={() => setConfirm(null)}>Cancel</Button>
              <Button variant="primary" busy={publishing.fetching} onClick={() => void onPublish()}>
                Publish now
              </Button>
            </>
          }
        >
          <p>
            {changes.length === 0
              ? 'The menu itself is unchanged; pending price changes go live.'
              : `${changes.length} ${changes.length === 1 ? 'change goes' : 'changes go'} live for every customer, with any pending price changes.`}{' '}
            Carts priced before are priced again; nobody is charged an old price.
          </p>
        </Dialog>
      )}
      {confirm === 'discard' && (
        <Dialog
          title="Discard the draft?"
          onClose={() => setConfirm(null)}
          actions={
            <>
              <Button onClick={() => setConfirm(null)}>Keep the draft</Button>
              <Button variant="danger" busy={discarding.fetching} onClick={() => void onDiscard()}>
                Discard {changes.length} {changes.length === 1 ? 'change' : 'changes'}
              </Button>
            </>
          }
        >
          <p>
            Every change in the draft is thrown away and the draft becomes the live menu again. This cannot be
            undone.
          </p>
        </Dialog>
      )}
    </>
  );
}
