// The message emitter Mercurius' subscriptions run on when several API servers share one Redis.
// Each server delivers its own events to its own subscribers at once (so they never depend on Redis)
// and publishes them on a Redis channel per topic; every other server subscribed to that topic hears
// them and delivers them to its subscribers. A server subscribes to a topic's channel only while one
// of its own subscriptions listens to it, and confirms a subscription only once Redis has confirmed
// it: a resolver that subscribes and then reads the database cannot miss a change made elsewhere.
// While Redis is away (redis-health.ts) nothing waits for it: events are delivered on this server
// only, a subscription is confirmed at once, and every topic is subscribed again when Redis is back.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import mqemitter from 'mqemitter';
import { closeRedis, openRedis } from './redis-connection.ts';
import type { RedisHealth } from './redis-health.ts';

/** What Mercurius' default PubSub calls on its emitter (the MQEmitter API). */
export interface SubscriptionEmitter {
  on(topic: string, listener: Listener, callback?: () => void): unknown;
  removeListener(topic: string, listener: Listener, callback?: () => void): void;
  emit(message: Message, callback?: (error?: Error) => void): void;
  close(callback: () => void): void;
}

type Message = mqemitter.Message;
type Listener = (message: Message, done: () => void) => void;

interface Envelope {
  origin: string;
  message: Message;
}

function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== 'object' || value === null) return false;
  const { origin, message } = value as Record<string, unknown>;
  return (
    typeof origin === 'string' &&
    typeof message === 'object' &&
    message !== null &&
    typeof (message as Record<string, unknown>)['topic'] === 'string'
  );
}

export class RedisEmitter implements SubscriptionEmitter {
  readonly #local = mqemitter();
  readonly #publisher: Redis;
  readonly #subscriber: Redis;
  readonly #origin = randomUUID();
  readonly #prefix: string;
  readonly #log: FastifyBaseLogger;
  readonly #health: RedisHealth;
  /** Per topic: how many local listeners, and the Redis subscription they wait for. */
  readonly #topics = new Map<string, { listeners: number; subscribed: Promise<void> }>();

  /** `prefix` namespaces the channels: servers of one deployment share it, test runs do not. */
  constructor(url: string, prefix: string, log: FastifyBaseLogger, health: RedisHealth) {
    this.#prefix = `${prefix}:events:`;
    this.#log = log;
    this.#health = health;
    this.#publisher = openRedis(url, 'brewline-publish', health);
    this.#subscriber = openRedis(url, 'brewline-subscribe', health, true);
    this.#subscriber.on('message', (channel: string, raw: string) => this.#receive(channel, raw));
    // A SUBSCRIBE refused while Redis was away is not one ioredis re-sends: ask for every topic again.
    this.#subscriber.on('ready', () => this.#resubscribe());
  }

  #resubscribe(): void {
    const channels = [...this.#topics.keys()].map((topic) => this.#prefix + topic);
    if (channels.length === 0) return;
    this.#subscriber.subscribe(...channels).catch((error: unknown) => {
      this.#log.warn({ err: error }, 'Redis subscribe failed; topics stay local until Redis is back');
    });
  }

  #receive(channel: string, raw: string): void {
    if (!channel.startsWith(this.#prefix)) return;
    let envelope: unknown;
    try {
      envelope = JSON.parse(raw);
    } catch {
      envelope = null;
    }
    if (!isEnvelope(envelope)) {
      this.#log.warn({ channel }, 'ignored a malformed realtime message');
      return;
    }
    // Our own events were delivered locally when we emitted them.
    if (envelope.origin === this.#origin) return;
    this.#local.emit(envelope.message);
  }

  on(topic: string, listener: Listener, callback?: () => void): this {
    this.#local.on(topic, listener);
    let entry = this.#topics.get(topic);
    if (!entry) {
      const subscribed = this.#subscriber.subscribe(this.#prefix + topic).then(
        () => undefined,
        (error: unknown) => {
          // Local events still arrive; ioredis subscribes again when Redis is back.
          this.#log.warn(
            { err: error, topic },
            'Redis subscribe failed; this topic is local until Redis is back',
          );
        },
      );
      entry = { listeners: 0, subscribed };
      this.#topics.set(topic, entry);
    }
    entry.listeners += 1;
    // With Redis away, waiting would hold the subscriber for nothing: it hears this server's events.
    if (this.#health.available) void entry.subscribed.then(() => callback?.());
    else callback?.();
    return this;
  }

  removeListener(topic: string, listener: Listener, callback?: () => void): void {
    this.#local.removeListener(topic, listener);
    const entry = this.#topics.get(topic);
    if (entry) {
      entry.listeners -= 1;
      if (entry.listeners <= 0) {
        this.#topics.delete(topic);
        this.#subscriber.unsubscribe(this.#prefix + topic).catch((error: unknown) => {
          this.#log.warn({ err: error, topic }, 'Redis unsubscribe failed');
        });
      }
    }
    callback?.();
  }

  emit(message: Message, callback?: (error?: Error) => void): void {
    this.#local.emit(message);
    // The stored change stands either way; subscribers on other servers see it when they next read it.
    if (!this.#health.available) {
      callback?.();
      return;
    }
    const envelope: Envelope = { origin: this.#origin, message };
    this.#publisher.publish(this.#prefix + message.topic, JSON.stringify(envelope)).then(
      () => {
        this.#health.succeeded();
        callback?.();
      },
      (error: unknown) => {
        this.#health.trip(error);
        callback?.();
      },
    );
  }

  close(callback: () => void): void {
    void this.closeConnections().then(callback);
  }

  async closeConnections(): Promise<void> {
    await Promise.allSettled([closeRedis(this.#publisher), closeRedis(this.#subscriber)]);
    this.#local.close(() => undefined);
  }
}
