// /help (docs/product/account.md#help-page): one text area, sent as 'Online Ordering Help'
// feedback, guests included; the length limit is counted down as the customer types.
import { messages } from '@brewline/domain/messages/messages';
import { validateForm } from '@brewline/domain/validation/field-errors';
import { helpFeedbackSchema, MAX_FEEDBACK_LENGTH } from '@brewline/domain/validation/help-feedback';
import { CheckCircle2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { Link } from 'wouter';
import { describeApiError } from '../../lib/graphql-errors.ts';
import { usePageTitle } from '../../lib/page-title.tsx';
import { AlertBanner } from '../../ui/alert-banner.tsx';
import { SendFeedbackMutation } from './send-feedback-mutation.ts';

export default function HelpPage() {
  usePageTitle('Help');
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [thanks, setThanks] = useState<string | null>(null);
  const [{ fetching }, sendFeedback] = useMutation(SendFeedbackMutation);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(helpFeedbackSchema, { feedbackText: text });
    if (!checked.ok) return setError(checked.errors['feedbackText'] ?? messages.HELP_FEEDBACK_EMPTY());
    if (fetching) return;
    setError(null);
    const result = await sendFeedback(checked.value);
    if (result.error) return setError(describeApiError(result.error).message);
    setThanks(result.data?.sendFeedback.message ?? messages.HELP_FEEDBACK_THANKS());
    setText('');
  };

  if (thanks) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 py-12 text-center" role="status">
        <CheckCircle2 size={48} aria-hidden="true" className="text-green-700" />
        <h1 className="page-title">Thank you!</h1>
        <p className="text-stone-700">{thanks}</p>
        <Link href="/menu" className="btn-primary">
          Go to Menu
        </Link>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-xl">
      <h1 className="page-title mb-5">Help</h1>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-5 sm:p-6"
      >
        <label htmlFor={id} className="text-lg font-semibold">
          {messages.HELP_PROMPT()}
        </label>
        <textarea
          id={id}
          name="feedbackText"
          rows={8}
          maxLength={MAX_FEEDBACK_LENGTH}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-count`}
          onChange={(event) => setText(event.target.value)}
          className="w-full rounded-lg border border-stone-300 p-3 text-base outline-none focus:border-brand-ink focus:ring-2 focus:ring-brand/30"
        />
        <p id={`${id}-count`} className="text-right text-sm text-stone-600">
          {MAX_FEEDBACK_LENGTH - text.length} characters left
        </p>
        {error && <AlertBanner>{error}</AlertBanner>}
        <button type="submit" className="btn-primary h-12 sm:justify-self-end sm:px-10" disabled={fetching}>
          Submit
        </button>
      </form>
    </section>
  );
}
