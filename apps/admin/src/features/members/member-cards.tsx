// A member's Brewline Cards for support: each with its balance and latest movements, an order's
// movement linking to the order.
import { formatPrice } from '@brewline/domain/money/money';
import { Link } from 'wouter';
import { memberWhen, type Member } from './member-format.ts';

type Card = Member['cards'][number];

const MOVEMENT_LABELS: Record<string, string> = {
  ISSUE: 'Issued',
  RELOAD: 'Balance added',
  PAYMENT: 'Order payment',
  REFUND: 'Order refund',
  COMBINE_OUT: 'Moved to another card',
  COMBINE_IN: 'Moved from another card',
};

/** The movements table's columns; the sums are right-aligned to line up their digits. */
const MOVEMENT_COLUMNS = [
  { header: 'When', align: '' },
  { header: 'What', align: '' },
  { header: 'Amount', align: 'text-right' },
  { header: 'Balance', align: 'text-right' },
] as const;

function MovementRow({ movement }: { movement: Card['ledger'][number] }) {
  const label = MOVEMENT_LABELS[movement.kind] ?? movement.kind;
  return (
    <tr className="border-t border-stone-100">
      <td className="px-4 py-2 whitespace-nowrap">{memberWhen(movement.at)}</td>
      <td className="px-4 py-2">
        {movement.orderId ? (
          <Link
            href={`/orders/${encodeURIComponent(movement.orderId)}`}
            className="text-brand-ink hover:underline"
          >
            {label}
          </Link>
        ) : (
          label
        )}
      </td>
      <td
        className={`px-4 py-2 text-right tabular-nums ${movement.amountCents < 0 ? 'text-stone-900' : 'text-emerald-800'}`}
      >
        {movement.amountCents > 0 ? '+' : ''}
        {formatPrice(movement.amountCents)}
      </td>
      <td className="px-4 py-2 text-right tabular-nums">{formatPrice(movement.balanceAfterCents)}</td>
    </tr>
  );
}

function CardMovements({ card }: { card: Card }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Movements of {card.label}</caption>
      <thead>
        <tr className="text-left text-xs tracking-wide text-stone-600 uppercase">
          {MOVEMENT_COLUMNS.map(({ header, align }) => (
            <th key={header} scope="col" className={`px-4 py-2 font-semibold ${align}`}>
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {card.ledger.length === 0 && (
          <tr className="border-t border-stone-100">
            <td colSpan={4} className="px-4 py-3 text-stone-600">
              No movement yet.
            </td>
          </tr>
        )}
        {card.ledger.map((movement) => (
          <MovementRow key={movement.id} movement={movement} />
        ))}
      </tbody>
    </table>
  );
}

export function MemberCards({ member }: { member: Member }) {
  if (member.cards.length === 0) return <p className="text-stone-600">No Brewline Card.</p>;
  return (
    <div className="grid gap-4">
      {member.cards.map((card) => (
        <div key={card.cardNumber} className="rounded-lg border border-stone-200">
          <div className="flex flex-wrap items-center justify-between gap-2 border-b border-stone-200 bg-stone-50 px-4 py-2.5">
            <p className="font-semibold">
              {card.label}
              {card.isDefault && <span className="ml-2 text-xs font-normal text-stone-600">default</span>}
            </p>
            <p className="text-lg font-bold tabular-nums">{formatPrice(card.balanceCents)}</p>
          </div>
          <CardMovements card={card} />
        </div>
      ))}
    </div>
  );
}
