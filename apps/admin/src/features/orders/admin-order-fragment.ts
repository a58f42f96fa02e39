// Everything the order page shows, shared by the order query and the refund's answer.
import { graphql } from '../../lib/graphql.ts';

export const AdminOrderFragment = graphql(`
  fragment AdminOrderDetail on AdminOrder {
    id
    number
    storeId
    storeName
    storeTimeZone
    status
    statusLabel
    placedAt
    scheduledFor
    pickupName
    pickupLocation
    email
    phone
    memberId
    subtotalCents
    taxCents
    totalCents
    rewardDiscountCents
    pointsEarned
    paidCents
    refundableCents
    items {
      lineNo
      productName
      sizeName
      versionName
      quantity
      priceCents
      discountCents
      modifiers
    }
    payments {
      method
      label
      amountCents
    }
    refunds {
      id
      amountCents
      creditCardCents
      brewlineCardCents
      reason
      by
      at
      settled
    }
    timeline {
      at
      kind
      status
      statusLabel
      amountCents
      actorKind
      actor
      note
    }
  }
`);
