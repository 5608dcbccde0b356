import { Redis } from "ioredis";
import { RateLimiterRedis } from "rate-limiter-flexible";
import { DependencyUnavailableError } from "../../runtime/unavailable.js";
import { fromFlexible } from "../memory-limiter.js";
import type { LimiterFactory, WindowLimiter } from "../window-limiter.js";

export interface RedisOptions {
  url: string;
  /** Prefix of every key written (one per deployment, or per test run). */
  keyPrefix: string;
}

/**
 * Short windows in Redis, shared by every instance. rate-limiter-flexible checks and increments
 * in one Lua script, so limits stay exact across instances.
 */
export class RedisLimiterFactory implements LimiterFactory {
  private readonly redis: Redis;

  private constructor(private readonly options: RedisOptions) {
    this.redis = new Redis(options.url, {
      lazyConnect: true,
      // Fail fast while Redis is away (503 at once), and reconnect by itself in the background.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: 2_000,
      commandTimeout: 2_000,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    });
    this.redis.on("error", () => {});
  }

  /**
   * Connects, waiting a bounded time: if Redis is away at start-up the service still starts,
   * answers 503 on limited routes, and picks Redis up when it arrives.
   */
  static async open(options: RedisOptions): Promise<RedisLimiterFactory> {
    const factory = new RedisLimiterFactory(options);
    await factory.redis.connect().catch(() => {});
    return factory;
  }

  create(name: string, points: number, windowSeconds: number): WindowLimiter {
    const limiter = new RateLimiterRedis({
      storeClient: this.redis,
      keyPrefix: `${this.options.keyPrefix}${name}`,
      points,
      duration: windowSeconds,
      rejectIfRedisNotReady: true,
    });
    return {
      consume: async (key) => {
        try {
          return await fromFlexible(points, limiter.consume(key));
        } catch (err) {
          throw new DependencyUnavailableError("redis", err);
        }
      },
    };
  }

  async ping(): Promise<void> {
    try {
      await this.redis.ping();
    } catch (err) {
      throw new DependencyUnavailableError("redis", err);
    }
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
