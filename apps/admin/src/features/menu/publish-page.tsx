// Review and publish (menu.publish): every group and product the draft adds, changes or removes, what
// stops it from being published, and the two ends: publish (after a confirmation) or discard. Both go
// through the back office's save hook: busy while they run, the server's refusal, the success line.
import { Send, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { errorMessage } from '../../lib/api-errors.ts';
import { useSave } from '../../lib/use-save.ts';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { SaveOutcomeNotice } from '../../ui/save-outcome-notice.tsx';
import { DiscardMenuDraftMutation } from './discard-menu-draft-mutation.ts';
import { MenuDraftQuery } from './menu-draft-query.ts';
import { ChangesTable } from './publish-changes.tsx';
import { DiscardDialog, PublishDialog } from './publish-dialogs.tsx';
import { PublishMenuMutation } from './publish-menu-mutation.ts';

const noConflict = () => null;

const publishedText = (version: number) =>
  `Published as menu version ${version}: every server serves it now, and customers get it on their next visit.`;

function Blockers({ problems }: { problems: readonly { message: string }[] }) {
  if (problems.length === 0) return null;
  return (
    <Notice tone="error" title="Fix these before publishing">
      <ul className="list-disc pl-5">
        {problems.map((p) => (
          <li key={p.message}>{p.message}</li>
        ))}
      </ul>
    </Notice>
  );
}

export default function PublishPage() {
  const [result, refetch] = useQuery({ query: MenuDraftQuery, requestPolicy: 'network-only' });
  const [, publish] = useMutation(PublishMenuMutation);
  const [, discard] = useMutation(DiscardMenuDraftMutation);
  const save = useSave({ currentOf: noConflict });
  const [confirm, setConfirm] = useState<'publish' | 'discard' | null>(null);
  const draft = result.data?.menuDraft;
  const reload = () => refetch({ requestPolicy: 'network-only' });

  const onPublish = async (expectedDraftVersion: number) => {
    const answer: { version: number | null } = { version: null };
    await save.run(async () => {
      const published = await publish({ expectedDraftVersion });
      answer.version = published.data?.publishMenu.version ?? null;
      return published;
    }, null);
    setConfirm(null);
    if (answer.version !== null) save.announce(publishedText(answer.version));
    reload();
  };
  const onDiscard = async () => {
    await save.run(() => discard({}), 'The draft was discarded: it is the live menu again.');
    setConfirm(null);
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
      <SaveOutcomeNotice save={save} />
      {result.error && <Notice tone="error">{errorMessage(result.error)}</Notice>}
      {draft && (
        <>
          <Blockers problems={draft.problems} />
          {draft.updatedBy && changes.length > 0 && (
            <p className="mb-3 text-sm text-stone-600">
              Last edited by {draft.updatedBy}
              {draft.updatedAt ? ` on ${new Date(draft.updatedAt).toLocaleString()}` : ''}.
            </p>
          )}
          <ChangesTable changes={changes} />
        </>
      )}
      {confirm === 'publish' && draft && (
        <PublishDialog
          count={changes.length}
          busy={save.busy}
          onConfirm={() => void onPublish(draft.version)}
          onClose={() => setConfirm(null)}
        />
      )}
      {confirm === 'discard' && (
        <DiscardDialog
          count={changes.length}
          busy={save.busy}
          onConfirm={() => void onDiscard()}
          onClose={() => setConfirm(null)}
        />
      )}
    </>
  );
}
