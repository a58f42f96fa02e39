// The back office's buttons: one primary action per view, secondary for the rest, danger for what
// cannot be undone, quiet for actions inside tables. `busy` keeps the label and says so to a screen reader.
import type { ButtonHTMLAttributes, ReactNode } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'quiet';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-ink text-white hover:bg-[#934108] border border-transparent',
  secondary: 'bg-white text-stone-800 border border-stone-300 hover:bg-stone-50',
  danger: 'bg-red-700 text-white hover:bg-red-800 border border-transparent',
  quiet: 'bg-transparent text-stone-700 hover:bg-stone-100 border border-transparent',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly variant?: ButtonVariant;
  readonly busy?: boolean;
  readonly icon?: ReactNode;
}

export function buttonClass(variant: ButtonVariant = 'secondary', extra = ''): string {
  return `inline-flex min-h-10 items-center whitespace-nowrap justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${VARIANTS[variant]} ${extra}`;
}

export function Button({
  variant = 'secondary',
  busy = false,
  icon,
  className = '',
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass(variant, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {icon}
      {children}
    </button>
  );
}
