import { DurableObject } from "cloudflare:workers";

/** What one counter answers: whether the use was counted, and when the window ends. */
export type CounterDecision = { allowed: boolean; used: number; retryAfterSeconds: number };

type Window = { used: number; endsAt: number };

/**
 * One exact counter per Durable Object (named after the limit and the client or address it
 * counts). A Durable Object handles one call at a time and its synchronous storage cannot
 * interleave, so check and count are one step: twenty parallel requests see twenty
 * successive counts, which KV's read-then-write could not promise.
 */
export class RateLimiter extends DurableObject<Env> {
  private read(now: number): Window {
    const stored = this.ctx.storage.kv.get<Window>("window");
    return stored && stored.endsAt > now ? stored : { used: 0, endsAt: now };
  }

  /**
   * Counts `cost` uses if they fit in `max`. A fixed window starts at the first use; with
   * `rearm` every counted use restarts it (a lock that ends a window after the last failure).
   */
  async take(max: number, windowSeconds: number, cost: number, rearm: boolean): Promise<CounterDecision> {
    const now = Date.now();
    const current = this.read(now);
    const windowMs = windowSeconds * 1000;
    if (current.used + cost > max) {
      return { allowed: false, used: current.used, retryAfterSeconds: Math.ceil((current.endsAt - now) / 1000) };
    }
    const next: Window = {
      used: current.used + cost,
      endsAt: rearm || current.used === 0 ? now + windowMs : current.endsAt,
    };
    this.ctx.storage.kv.put("window", next);
    // The object forgets the window when it ends, so idle clients and addresses leave nothing stored.
    await this.ctx.storage.setAlarm(next.endsAt);
    return { allowed: true, used: next.used, retryAfterSeconds: Math.ceil((next.endsAt - now) / 1000) };
  }

  /** Gives back uses that were counted but did not happen (the other counter refused). */
  release(cost: number) {
    const current = this.read(Date.now());
    if (current.used === 0) return;
    this.ctx.storage.kv.put("window", { ...current, used: Math.max(0, current.used - cost) });
  }

  async reset() {
    await this.ctx.storage.deleteAll();
  }

  override async alarm() {
    const stored = this.ctx.storage.kv.get<Window>("window");
    if (!stored || stored.endsAt <= Date.now()) await this.ctx.storage.deleteAll();
    else await this.ctx.storage.setAlarm(stored.endsAt);
  }
}
