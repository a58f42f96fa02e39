// A card number as a QR code for the barista's scanner, with the number in print under it for a
// scanner that cannot read the screen. qrcode.react ships only with the scan screen.
import { formatCardNumber } from '@brewline/domain/cards-and-rewards/brewline-cards';
import { QRCodeSVG } from 'qrcode.react';

export function CardQrCode({ cardNumber }: { cardNumber: string }) {
  return (
    <figure className="flex flex-col items-center gap-3">
      <div className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-stone-200" data-testid="card-qr">
        <QRCodeSVG
          value={cardNumber}
          size={216}
          level="M"
          marginSize={2}
          title={`QR code of card # ${cardNumber}`}
          role="img"
          aria-label={`QR code of card # ${cardNumber}`}
        />
      </div>
      <figcaption className="font-mono text-lg font-semibold tracking-widest">
        {formatCardNumber(cardNumber)}
      </figcaption>
    </figure>
  );
}
