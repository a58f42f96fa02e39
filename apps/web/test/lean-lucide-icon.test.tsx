// The browser's build draws lucide's icons with our factory (build/lean-lucide-icons.ts, decision 018);
// the server's render and this test project keep lucide-react's own. The two must draw the same
// <svg>, attribute for attribute, for every icon the app uses and every way it uses them, or the live
// page would differ from the server's (and from what lucide documents). A lucide update that changes
// its factory's output fails here.
import { cleanup, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChevronDown, CreditCard, Heart, Loader2, MapPin, Star, X } from 'lucide-react';
import * as chevronDown from 'lucide-react/icons/chevron-down';
import * as creditCard from 'lucide-react/icons/credit-card';
import * as heart from 'lucide-react/icons/heart';
import * as loaderCircle from 'lucide-react/icons/loader-circle';
import * as mapPin from 'lucide-react/icons/map-pin';
import * as star from 'lucide-react/icons/star';
import * as x from 'lucide-react/icons/x';
import createLeanIcon, { type LeanIconProps } from '../src/ui/lean-lucide-icon.tsx';

afterEach(cleanup);

type IconData = Parameters<typeof createLeanIcon>[0];

/** The shape data a lucide icon module exports beside its component (not in its types). */
function iconDataOf(module: object): IconData {
  if (!('__iconData' in module)) throw new Error('the lucide icon module exports no __iconData');
  return module.__iconData as IconData;
}

/** The element as a string with its attributes sorted, children included. */
function normalized(element: Element): string {
  const attributes = [...element.attributes].map((a) => `${a.name}="${a.value}"`).sort();
  return `<${element.tagName} ${attributes.join(' ')}>${[...element.children].map(normalized).join('')}</${element.tagName}>`;
}

function drawn(Icon: ComponentType<LeanIconProps>, props: LeanIconProps): string {
  const { container } = render(<Icon {...props} />);
  const svg = container.querySelector('svg');
  if (!svg) throw new Error('no svg drawn');
  const text = normalized(svg);
  cleanup();
  return text;
}

const ICONS: [string, ComponentType<LeanIconProps>, object][] = [
  ['ChevronDown', ChevronDown, chevronDown],
  ['CreditCard', CreditCard, creditCard],
  ['Heart', Heart, heart],
  ['Loader2', Loader2, loaderCircle],
  ['MapPin', MapPin, mapPin],
  ['Star', Star, star],
  ['X', X, x],
];

/** The props the app passes to its icons (size, classes, stroke, fill, a label) and lucide's others. */
const USES: LeanIconProps[] = [
  {},
  { size: 18, 'aria-hidden': true },
  { size: 20, className: 'shrink-0 transition-transform ' },
  { className: 'animate-spin', strokeWidth: 2.5 },
  { fill: 'currentColor', size: 16 },
  { 'aria-label': 'Close' },
  { role: 'img', children: <title>Favorite</title> },
  { color: '#b4500a', absoluteStrokeWidth: true, size: 48 },
];

describe('the lean lucide icon factory', () => {
  for (const [name, Lucide, module] of ICONS) {
    it(`draws ${name} as lucide-react does, however it is used`, () => {
      const Lean = createLeanIcon(iconDataOf(module));
      for (const props of USES) expect(drawn(Lean, props)).toBe(drawn(Lucide, props));
    });
  }
});
