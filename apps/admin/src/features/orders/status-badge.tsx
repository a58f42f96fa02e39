import { statusTone } from './order-format.ts';

export function StatusBadge({ status, label }: { readonly status: string; readonly label: string }) {
  return (
    <span
      className={`inline-flex rounded-full whitespace-nowrap px-2.5 py-0.5 text-xs font-semibold ${statusTone(status)}`}
    >
      {label}
    </span>
  );
}
