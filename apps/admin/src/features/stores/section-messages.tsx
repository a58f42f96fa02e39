// What a store form says above its fields: "Not saved" with every problem the rules or the server
// named (a list when there are several), or the server's refusal when it named none; otherwise the
// success line. Each problem is also shown beside its field by the form itself.
import type { FieldProblem } from '../../lib/use-form.ts';
import { Notice } from '../../ui/notice.tsx';

export function NotSaved({ problems, error }: { problems: readonly FieldProblem[]; error: string | null }) {
  if (problems.length === 0 && !error) return null;
  return (
    <Notice tone="error" title="Not saved">
      {problems.length > 1 ? (
        <ul className="list-disc pl-5">
          {problems.map((p) => (
            <li key={`${p.field}:${p.message}`}>{p.message}</li>
          ))}
        </ul>
      ) : (
        (problems[0]?.message ?? error)
      )}
    </Notice>
  );
}

export function SectionMessages({
  problems,
  error,
  saved,
}: {
  readonly problems: readonly FieldProblem[];
  readonly error: string | null;
  readonly saved: string | null;
}) {
  if (problems.length > 0 || error) return <NotSaved problems={problems} error={error} />;
  if (saved) return <Notice tone="success">{saved}</Notice>;
  return null;
}
