// Every call to the payment provider within a bounded time. A slow or unreachable provider makes the
// call fail after `timeoutMs` (the customer hears the generic 'try again later') instead of holding
// the request, and a database connection, for as long as the provider's client keeps retrying. The
// call itself may still complete later: the provider's idempotency keys and our conditional updates
// make that harmless (no second charge, no second refund), and the payment recovery job settles
// whatever it left half done.
import type { CreateIntentInput, PaymentIntentView, PaymentProvider } from './payment-provider.ts';

export class PaymentProviderTimeoutError extends Error {
  constructor(operation: string, timeoutMs: number) {
    super(`payment provider did not answer ${operation} within ${timeoutMs} ms`);
    this.name = 'PaymentProviderTimeoutError';
  }
}

/** How a bounded call ended, for whoever counts them (the metrics); the provider's answer is not judged. */
export type PaymentCallResult = 'ok' | 'error' | 'timeout';
export type PaymentCallObserver = (operation: string, result: PaymentCallResult) => void;

function bounded<T>(operation: string, timeoutMs: number, call: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new PaymentProviderTimeoutError(operation, timeoutMs)), timeoutMs);
  });
  const result = call();
  // A call that fails after we stopped waiting must not become an unhandled rejection.
  result.catch(() => undefined);
  return Promise.race([result, timeout]).finally(() => clearTimeout(timer));
}

export class TimedPaymentProvider implements PaymentProvider {
  readonly #inner: PaymentProvider;
  readonly #timeoutMs: number;
  readonly #observe: PaymentCallObserver;

  constructor(inner: PaymentProvider, timeoutMs: number, observe: PaymentCallObserver = () => undefined) {
    this.#inner = inner;
    this.#timeoutMs = timeoutMs;
    this.#observe = observe;
  }

  #bounded<T>(operation: string, call: () => Promise<T>): Promise<T> {
    const result = bounded(operation, this.#timeoutMs, call);
    result.then(
      () => this.#observe(operation, 'ok'),
      (error: unknown) =>
        this.#observe(operation, error instanceof PaymentProviderTimeoutError ? 'timeout' : 'error'),
    );
    return result;
  }

  get name(): PaymentProvider['name'] {
    return this.#inner.name;
  }

  get recordIsAuthoritative(): boolean {
    return this.#inner.recordIsAuthoritative;
  }

  createIntent(input: CreateIntentInput): Promise<PaymentIntentView> {
    return this.#bounded('createIntent', () => this.#inner.createIntent(input));
  }

  retrieve(id: string): Promise<PaymentIntentView | null> {
    return this.#bounded('retrieve', () => this.#inner.retrieve(id));
  }

  refundUnclaimed(id: string): Promise<boolean> {
    return this.#bounded('refundUnclaimed', () => this.#inner.refundUnclaimed(id));
  }

  refund(id: string): Promise<boolean> {
    return this.#bounded('refund', () => this.#inner.refund(id));
  }

  refundPart(id: string, amountCents: number, refundId: string): Promise<void> {
    return this.#bounded('refundPart', () => this.#inner.refundPart(id, amountCents, refundId));
  }

  settleRefund(id: string): Promise<boolean> {
    return this.#bounded('settleRefund', () => this.#inner.settleRefund(id));
  }
}
