// Inviting someone: their e-mail address, a role, and for a store manager the stores they run. The
// domain's rule (invitationProblem) is checked before sending; the server checks it again. Once made,
// the link is shown, once, with a copy button: only its hash is kept, so it cannot be shown again.
import { Check, Copy } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { useForm } from '../../lib/use-form.ts';
import { useSave } from '../../lib/use-save.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { Notice } from '../../ui/notice.tsx';
import { chosenStores, invitationRules, NO_INVITATION } from './invitation-form.ts';
import { RoleChoice, StorePicker } from './invitation-fields.tsx';
import { InviteStaffMutation } from './invite-staff-mutation.ts';
import { invitationLink } from './people-format.ts';

export interface InviteDialogProps {
  readonly onClose: () => void;
  /** After the invitation is made (the lists refresh behind the dialog). */
  readonly onInvited: () => void;
}

export function InviteDialog({ onClose, onInvited }: InviteDialogProps) {
  const [created, setCreated] = useState<{ email: string; link: string } | null>(null);
  return created ? (
    <InvitationLinkDialog email={created.email} link={created.link} onClose={onClose} />
  ) : (
    <InviteForm
      onClose={onClose}
      onCreated={(email, token) => {
        setCreated({ email, link: invitationLink(token) });
        onInvited();
      }}
    />
  );
}

function InviteForm({
  onClose,
  onCreated,
}: {
  readonly onClose: () => void;
  readonly onCreated: (email: string, token: string) => void;
}) {
  const formId = useId();
  const form = useForm(NO_INVITATION, invitationRules);
  const save = useSave({ currentOf: () => null });
  const [, invite] = useMutation(InviteStaffMutation);
  const { email, role } = form.values;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    await save.run(async () => {
      const answer = await invite({ email: email.trim(), role, storeIds: [...chosenStores(form.values)] });
      const made = answer.data?.inviteStaff;
      if (made) onCreated(made.invitation.email, made.token);
      return answer;
    }, null);
  };
  const storesError = form.problemFor('storeIds');

  return (
    <Dialog
      title="Invite someone to the back office"
      onClose={onClose}
      wide
      actions={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="primary" type="submit" form={formId} busy={save.busy}>
            Create invitation
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        {save.error && <Notice tone="error">{save.error}</Notice>}
        <FormField
          label="Email address"
          hint="They sign in (or sign up) with this address to accept."
          error={form.problemFor('email')}
        >
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="off"
              className="input"
              value={email}
              onChange={(event) => form.set({ email: event.target.value })}
            />
          )}
        </FormField>
        <RoleChoice role={role} onChange={(next) => form.set({ role: next })} />
        {role === 'STORE_MANAGER' && (
          <StorePicker
            storeIds={form.values.storeIds}
            error={storesError}
            onChange={(storeIds) => form.set({ storeIds })}
          />
        )}
        {role !== 'STORE_MANAGER' && storesError && <Notice tone="error">{storesError}</Notice>}
      </form>
    </Dialog>
  );
}

function InvitationLinkDialog({
  email,
  link,
  onClose,
}: {
  readonly email: string;
  readonly link: string;
  readonly onClose: () => void;
}) {
  const linkId = useId();
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Dialog
      title="Invitation ready"
      onClose={onClose}
      wide
      actions={
        <Button variant="primary" onClick={onClose}>
          Done
        </Button>
      }
    >
      <p>
        Send this link to <strong>{email}</strong>. It works once, for 7 days. It is shown only now: copy it
        before you close this window.
      </p>
      <label htmlFor={linkId} className="mt-4 mb-1 block text-sm font-semibold text-stone-800">
        Invitation link
      </label>
      <div className="flex gap-2">
        <input
          id={linkId}
          readOnly
          className="input font-mono text-sm"
          value={link}
          onFocus={(event) => event.target.select()}
        />
        <Button
          onClick={() => void copy()}
          icon={copied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm text-stone-600">
        {copied === true && 'The link is on the clipboard.'}
        {copied === false && 'Copying was refused by the browser: select the link and copy it by hand.'}
      </p>
    </Dialog>
  );
}
