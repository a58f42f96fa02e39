// What the last save or action on a page came to: the server's refusal (an alert), or the success
// line (a status), either dismissed by the person. Nothing before the first one.
import type { SaveState } from '../lib/use-save.ts';
import { Notice } from './notice.tsx';

export function SaveOutcomeNotice({
  save,
}: {
  readonly save: Pick<SaveState<unknown>, 'saved' | 'error' | 'clearMessages'>;
}) {
  const text = save.error ?? save.saved;
  if (!text) return null;
  return (
    <Notice tone={save.error ? 'error' : 'success'} onDismiss={save.clearMessages}>
      {text}
    </Notice>
  );
}
