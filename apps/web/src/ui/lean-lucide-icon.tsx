// Each lucide icon in the browser's build is made by this factory instead of lucide-react's own
// (build/lean-lucide-icons.ts swaps it in). Lucide's draws an icon through a context, a forwardRef and
// a fresh merge of its default attributes, class names and aliases at every render: 3–10 ms of a
// phone's first draw at full speed across a page's icons (issue 21, traced with
// bench/web/blocking-tasks.ts). This one works out what never changes once per icon and draws the same
// element: the same attributes, the same `lucide lucide-<name>` classes, `aria-hidden` unless the icon is
// labelled. The server's render keeps lucide-react's: the app draws over that page, it does not
// hydrate it (decision 006).
import { createElement, type ReactNode, type SVGProps } from 'react';

type IconNode = readonly (readonly [tag: string, attributes: Readonly<Record<string, string | number>>])[];

interface IconData {
  readonly name: string;
  readonly node: IconNode;
  readonly size?: number;
  readonly aliases?: readonly string[];
}

export interface LeanIconProps extends SVGProps<SVGSVGElement> {
  readonly size?: number | string;
  readonly absoluteStrokeWidth?: boolean;
  readonly children?: ReactNode;
}

/** Lucide's rule: an icon with a label, a role or a title is announced; any other is decoration. */
function isLabelled(props: Readonly<Record<string, unknown>>, children: ReactNode): boolean {
  if (children != null && children !== false) return true;
  for (const name in props) {
    if ((name.startsWith('aria-') || name === 'role' || name === 'title') && props[name] != null) return true;
  }
  return false;
}

export default function createLucideIcon(data: IconData) {
  const viewSize = data.size ?? 24;
  const viewBox = `0 0 ${viewSize} ${viewSize}`;
  const classes = [
    'lucide',
    `lucide-${data.name}`,
    ...(data.aliases ?? []).map((alias) => `lucide-${alias}`),
  ].join(' ');
  function LeanIcon({
    size = 24,
    color = 'currentColor',
    strokeWidth = 2,
    absoluteStrokeWidth = false,
    className,
    children,
    ...rest
  }: LeanIconProps) {
    const extraClasses = className?.trim();
    const stroke = absoluteStrokeWidth ? (Number(strokeWidth) * viewSize) / Number(size) : strokeWidth;
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox,
        fill: 'none',
        stroke: color,
        strokeWidth: stroke,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: extraClasses ? `${classes} ${extraClasses}` : classes,
        ...(isLabelled(rest, children) ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      ...data.node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  }
  LeanIcon.displayName = data.name;
  return LeanIcon;
}
