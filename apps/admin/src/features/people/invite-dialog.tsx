// Inviting someone: their e-mail address, a role, and for a store manager the stores they run. The
// domain's rule (invitationProblem) is checked before sending; the server checks it again. Once made,
// the link is shown, once, with a copy button: only its hash is kept, so it cannot be shown again.
import {
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  invitationProblem,
  type StaffRole,
} from '@brewline/domain/accounts/staff-roles';
import { isEmail } from '@brewline/domain/validation/contact-fields';
import { Check, Copy } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { errorMessage } from '../../lib/api-errors.ts';
import { useAdminStores } from '../../lib/admin-stores.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { FieldGroup, FormField } from '../../ui/form-field.tsx';
import { Notice } from '../../ui/notice.tsx';
import { InviteStaffMutation } from './invite-staff-mutation.ts';
import { invitationLink } from './people-format.ts';

const ROLE_HELP: Record<StaffRole, string> = {
  CHAIN_ADMIN: 'Everything: menu, prices, stores, people, reports.',
  STORE_MANAGER: 'Their own stores: hours, boards, orders and refunds, reports.',
  SUPPORT: 'Orders and refunds, members’ cards and accounts, in every store. No menu or prices.',
};

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
  const { stores } = useAdminStores();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('STORE_MANAGER');
  const [storeIds, setStoreIds] = useState<readonly number[]>([]);
  const [storeFilter, setStoreFilter] = useState('');
  const [tried, setTried] = useState(false);
  const [result, invite] = useMutation(InviteStaffMutation);

  const chosenStores = role === 'STORE_MANAGER' ? storeIds : [];
  const emailError = tried && !isEmail(email) ? 'Enter a valid email address.' : null;
  const storesError = tried ? invitationProblem(role, chosenStores) : null;
  const shownStores = stores.filter((store) =>
    `${store.name} ${store.city} ${store.state}`.toLowerCase().includes(storeFilter.trim().toLowerCase()),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!isEmail(email) || invitationProblem(role, chosenStores)) return;
    const answer = await invite({ email: email.trim(), role, storeIds: [...chosenStores] });
    const made = answer.data?.inviteStaff;
    if (made) onCreated(made.invitation.email, made.token);
  };

  const toggleStore = (storeId: number, on: boolean) =>
    setStoreIds((current) => (on ? [...current, storeId] : current.filter((id) => id !== storeId)));

  return (
    <Dialog
      title="Invite someone to the back office"
      onClose={onClose}
      wide
      actions={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="primary" type="submit" form={formId} busy={result.fetching}>
            Create invitation
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        {result.error && <Notice tone="error">{errorMessage(result.error)}</Notice>}
        <FormField
          label="Email address"
          hint="They sign in (or sign up) with this address to accept."
          error={emailError}
        >
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="off"
              className="input"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </FormField>
        <FieldGroup legend="Role">
          <div className="grid gap-2 sm:grid-cols-3">
            {STAFF_ROLES.map((value) => (
              <label
                key={value}
                className={`flex cursor-pointer flex-col rounded-lg border p-3 text-sm ${
                  role === value ? 'border-brand-ink bg-brand-soft' : 'border-stone-300 hover:bg-stone-50'
                }`}
              >
                <span className="flex items-center gap-2 font-semibold text-stone-900">
                  <input
                    type="radio"
                    name="role"
                    value={value}
                    checked={role === value}
                    onChange={() => setRole(value)}
                    className="accent-brand-ink"
                  />
                  {STAFF_ROLE_LABELS[value]}
                </span>
                <span className="mt-1 text-stone-600">{ROLE_HELP[value]}</span>
              </label>
            ))}
          </div>
        </FieldGroup>
        {role === 'STORE_MANAGER' && (
          <FieldGroup legend="Stores they manage" hint={`${storeIds.length} chosen`} error={storesError}>
            <label className="sr-only" htmlFor={`${formId}-store-filter`}>
              Find a store
            </label>
            <input
              id={`${formId}-store-filter`}
              type="search"
              className="input mb-2"
              placeholder="Find a store"
              value={storeFilter}
              onChange={(event) => setStoreFilter(event.target.value)}
            />
            <ul className="max-h-52 overflow-y-auto rounded-lg border border-stone-200">
              {shownStores.map((store) => (
                <li key={store.storeId} className="border-b border-stone-100 last:border-b-0">
                  <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-stone-50">
                    <input
                      type="checkbox"
                      checked={storeIds.includes(store.storeId)}
                      onChange={(event) => toggleStore(store.storeId, event.target.checked)}
                      className="size-4 accent-brand-ink"
                    />
                    <span className="font-medium text-stone-900">{store.name}</span>
                    <span className="text-stone-600">
                      {store.city}, {store.state}
                    </span>
                  </label>
                </li>
              ))}
              {shownStores.length === 0 && (
                <li className="px-3 py-2 text-sm text-stone-600">No store matches “{storeFilter}”.</li>
              )}
            </ul>
          </FieldGroup>
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
