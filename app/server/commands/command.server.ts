// One guarded command per write (docs/decisions/031). A command is the only way a form, an /api
// endpoint or a room frame changes D1. Its policy is data beside it: who may call it, whether a
// suspended member is refused, the target it acts on and so the visibility rule that target
// must pass, and its rate limit. `execute` checks them in that order, then runs the write, and
// answers a value or a typed refusal. Beside the policy, a command names the public views its
// write changes, and `execute` purges them from the edge cache once the write has succeeded
// (decision 035). Adapters (./adapters.server.ts) only parse and map.
import type { Db } from "~/models/db.server";
import { can, REFUSALS, type Permission } from "~/lib/permissions";
import { canSee, type Reader, type Target } from "~/models/visibility.server";
import { countVisitorWrite, countWrite, type RateLimitedAction } from "../rate-limit.server";
import { isSuspended, suspendedMessage, type CurrentUser } from "../auth.server";
import { purgePublicViews } from "../edge-cache.server";

export type RefusalKind = "unauthenticated" | "not_found" | "forbidden" | "suspended" | "rate_limited" | "invalid";

/** Why a command did nothing. Adapters map the kind to their medium (status, form error, frame). */
export class Refusal {
  constructor(
    readonly kind: RefusalKind,
    readonly message: string,
    readonly extra: {
      retryAfter?: number;
      status?: number;
      fieldErrors?: Record<string, string>;
      /** More of the answer's JSON, such as a plan limit's `reason` and `requiredPlan`. */
      body?: Record<string, unknown>;
    } = {},
  ) {}
}

export type Policy<I> = {
  /**
   * "member": any signed-in member; a permission: members whose role grants it; `{ visitors }`:
   * a visitor may call it too, for the reason named (asking for help needs no account).
   */
  who: "member" | { permission: Permission } | { visitors: string };
  /**
   * A suspended member is refused by default. A command they may still call (signing out, and the
   * protective ones: blocking, reporting) names why here.
   */
  suspended?: { allowed: string };
  /** What the command acts on; it must exist and pass the visibility rule for the caller, or the answer is 404. */
  target?: (input: I) => (Target & { ignoreBlocks?: true; missing: string }) | undefined;
  /** Counted once the checks above pass, before the write. */
  rateLimit?: RateLimitedAction;
};

/** The caller: a member, or null for a visitor where the policy lets visitors in. */
type Actor = CurrentUser | null;

export type CommandContext<I, A extends Actor = CurrentUser> = {
  db: Db;
  env: Env;
  actor: A;
  reader: Reader;
  input: I;
};

export type Command<I, O, A extends Actor = CurrentUser> = {
  name: string;
  policy: Policy<I>;
  /** Checks of the input that need D1 (a forum that exists), before the rate limit counts it: bad input is not a write. */
  prepare?: (context: CommandContext<I, A>) => Promise<void>;
  /**
   * The public views (paths, app/server/edge-cache.server.ts) the write changes, purged from the
   * visitors' edge cache once it has succeeded. Asked before the write: a deleted reply no longer
   * names its post afterwards.
   */
  publicViews?: (context: CommandContext<I, A>) => readonly string[] | Promise<readonly string[]>;
  run: (context: CommandContext<I, A>) => Promise<O>;
};

export type CommandResult<O> = { ok: true; value: O } | { ok: false; refusal: Refusal };

const registry: Command<never, unknown, Actor>[] = [];

/** Declares a command and registers it, so the sweeps in tests/integration/commands.test.ts cover it. */
export function defineCommand<I, O>(command: Command<I, O>): Command<I, O> {
  registry.push(command as unknown as Command<never, unknown, Actor>);
  return command;
}

/** A command a visitor may call too: its `run` is given a null actor for them. */
export function defineOpenCommand<I, O>(
  command: Command<I, O, Actor> & { policy: { who: { visitors: string } } },
): Command<I, O, Actor> {
  registry.push(command as unknown as Command<never, unknown, Actor>);
  return command;
}

/** Every command declared so far (each commands module registers its own on import). */
export function allCommands(): readonly Command<never, unknown, Actor>[] {
  return registry;
}

/** Runs `command` for `actor` (null for a visitor): the policy's checks in order, then the write. */
export async function execute<I, O, A extends Actor>(
  command: Command<I, O, A>,
  {
    db,
    env,
    actor,
    input,
    address = "unknown",
    origin,
  }: {
    db: Db;
    env: Env;
    actor: CurrentUser | null;
    input: I;
    /** The caller's IP address: a visitor's rate limit is counted against it. */
    address?: string;
    /** The origin the request came to, whose cached public views a write purges (beside PUBLIC_ORIGIN). */
    origin?: string;
  },
): Promise<CommandResult<O>> {
  const refused = (refusal: Refusal) => ({ ok: false as const, refusal });
  const { policy } = command;
  const who = policy.who;
  if (!actor && !(typeof who === "object" && "visitors" in who))
    return refused(new Refusal("unauthenticated", "Please sign in to continue."));
  if (actor && typeof who === "object" && "permission" in who && !can(actor, who.permission))
    return refused(new Refusal("forbidden", REFUSALS[who.permission]));
  if (actor && !policy.suspended && actor.suspendedUntil && isSuspended(actor))
    return refused(new Refusal("suspended", suspendedMessage(actor.suspendedUntil)));
  const reader: Reader = actor
    ? { id: actor.id, moderator: can(actor, "moderate:reports") }
    : { id: 0, moderator: false };
  const target = policy.target?.(input);
  if (target) {
    const { missing, ignoreBlocks, ...what } = target;
    if (!(await canSee(db, reader, what, { ignoreBlocks }))) return refused(new Refusal("not_found", missing));
  }
  // Only an open command's declared type lets `actor` be null here, which the checks above ensure.
  const context = { db, env, actor: actor as A, reader, input };
  try {
    await command.prepare?.(context);
    if (policy.rateLimit) {
      const limited = actor
        ? await countWrite(db, { userId: actor.id, action: policy.rateLimit })
        : await countVisitorWrite(db, { address, action: policy.rateLimit });
      if (limited) return refused(new Refusal("rate_limited", limited.message, { retryAfter: limited.retryAfter }));
    }
    const views = (await command.publicViews?.(context)) ?? [];
    const value = await command.run(context);
    // The write stands whatever happens to the purge; a copy left behind expires on its own.
    if (views.length)
      await purgePublicViews(views, purgeOrigins(env, origin)).catch((error: unknown) =>
        console.error(`Edge cache purge after ${command.name} failed`, error),
      );
    return { ok: true, value };
  } catch (error) {
    if (error instanceof Refusal) return refused(error);
    throw error;
  }
}

/** The origins visitors reach this data centre's copies by: the request's, and the configured one. */
function purgeOrigins(env: Env, origin: string | undefined): string[] {
  let configured: string | null = null;
  try {
    configured = env.PUBLIC_ORIGIN ? new URL(env.PUBLIC_ORIGIN).origin : null;
  } catch {
    // A malformed PUBLIC_ORIGIN is reported where emails are sent (public-origin.server.ts).
  }
  return [...new Set([origin, configured].filter((o): o is string => Boolean(o)))];
}
