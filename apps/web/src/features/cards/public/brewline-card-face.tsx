// The face of a Brewline Card: brand, balance, number in groups of four, and the default mark. The
// cards page and the scan screen both show it, so a member recognises the same card in both places.
import { BRAND_NAME } from '@brewline/domain/messages/messages';
import { formatPrice } from '@brewline/domain/money/money';
import { formatCardNumber } from '@brewline/domain/cards-and-rewards/brewline-cards';
import { Coffee, Star } from 'lucide-react';

interface Props {
  readonly cardNumber: string;
  readonly balanceCents: number;
  readonly isDefault: boolean;
}

export function BrewlineCardFace({ cardNumber, balanceCents, isDefault }: Props) {
  return (
    <div className="relative flex aspect-[1.75] flex-col justify-between overflow-hidden rounded-2xl bg-linear-135 from-roast via-[#6b3414] to-brand-ink p-5 text-white shadow-lg">
      {/* Decorative rings: the coffee-cup stain of the brand, not content. */}
      <span
        aria-hidden="true"
        className="absolute -top-10 -right-10 size-40 rounded-full border-[18px] border-white/10"
      />
      <div className="flex items-center justify-between">
        <p className="flex items-center gap-2 text-sm font-bold tracking-wide uppercase">
          <Coffee size={18} aria-hidden="true" />
          {BRAND_NAME} Card
        </p>
        {isDefault && (
          <span className="flex items-center gap-1 rounded-full bg-white px-2.5 py-0.5 text-xs font-bold text-brand-ink">
            <Star size={12} aria-hidden="true" className="fill-current" />
            Default
          </span>
        )}
      </div>
      <div>
        <p className="text-xs font-semibold tracking-wide text-white/90 uppercase">Balance</p>
        <p className="text-3xl font-extrabold tabular-nums" data-testid="card-balance">
          {formatPrice(balanceCents)}
        </p>
      </div>
      <p className="font-mono text-base tracking-widest" aria-label={`Card number ${cardNumber}`}>
        {formatCardNumber(cardNumber)}
      </p>
    </div>
  );
}
