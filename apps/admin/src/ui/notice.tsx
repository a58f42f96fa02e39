// A message after an action: success in green (a status, read politely), an error in red (an alert,
// read at once), information in neutral blue. Words carry the meaning; colour only helps.
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import type { ReactNode } from 'react';

export type NoticeTone = 'success' | 'error' | 'info';

const TONES: Record<NoticeTone, { box: string; icon: ReactNode }> = {
  success: {
    box: 'border-green-300 bg-green-50 text-green-900',
    icon: <CircleCheck aria-hidden className="size-5 shrink-0 text-green-700" />,
  },
  error: {
    box: 'border-red-300 bg-red-50 text-red-900',
    icon: <CircleAlert aria-hidden className="size-5 shrink-0 text-red-700" />,
  },
  info: {
    box: 'border-sky-300 bg-sky-50 text-sky-950',
    icon: <Info aria-hidden className="size-5 shrink-0 text-sky-700" />,
  },
};

export interface NoticeProps {
  readonly tone: NoticeTone;
  readonly title?: string;
  readonly children?: ReactNode;
  readonly onDismiss?: () => void;
}

export function Notice({ tone, title, children, onDismiss }: NoticeProps) {
  const { box, icon } = TONES[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`mb-4 flex items-start gap-3 rounded-lg border px-4 py-3 ${box}`}
    >
      {icon}
      <div className="min-w-0 flex-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className={title ? 'mt-0.5' : ''}>{children}</div>}
      </div>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          className="-m-1 rounded p-1 hover:bg-black/5"
          aria-label="Dismiss"
        >
          <X aria-hidden className="size-4" />
        </button>
      )}
    </div>
  );
}
