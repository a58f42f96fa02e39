// What a section says after a save: the success line, or the server's refusal. Field messages are
// shown beside their fields by the section itself.
import { Notice } from '../../ui/notice.tsx';
import type { SectionSave } from './use-section-save.ts';

export function SectionMessages({ save }: { readonly save: SectionSave }) {
  if (save.error) {
    return (
      <Notice tone="error" title="Not saved">
        {save.fieldErrors.length > 1 ? (
          <ul className="list-disc pl-5">
            {save.fieldErrors.map((e) => (
              <li key={`${e.field}:${e.message}`}>{e.message}</li>
            ))}
          </ul>
        ) : (
          save.error
        )}
      </Notice>
    );
  }
  if (save.saved) return <Notice tone="success">{save.saved}</Notice>;
  return null;
}
