// One guarded command per write (docs/decisions/031). A command is the only way a form, an /api
// endpoint or a room frame changes D1. Its policy is data beside it: who may call it, whether a
// suspended member is refused, the target it acts on and so the visibility rule that target
// must pass, and its rate limit. `execute` checks them in that order, then runs the write, and
// answers a value or a typed refusal. Adapters (./adapters.server.ts) only parse and map.
import type { Db } from "~/models/db.server";
import { can, REFUSALS, type Permission } from "~/lib/permissions";
import { canSee, type Reader, type Target } from "~/models/visibility.server";
import { countWrite, type RateLimitedAction } from "../rate-limit.server";
import { isSuspended, suspendedMessage, type CurrentUser } from "../auth.server";

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
  /** "member": any signed-in member; a permission: members whose role grants it. */
  who: "member" | { permission: Permission };
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

export type CommandContext<I> = { db: Db; env: Env; actor: CurrentUser; reader: Reader; input: I };

export type Command<I, O> = {
  name: string;
  policy: Policy<I>;
  /** Checks of the input that need D1 (a forum that exists), before the rate limit counts it: bad input is not a write. */
  prepare?: (context: CommandContext<I>) => Promise<void>;
  run: (context: CommandContext<I>) => Promise<O>;
};

export type CommandResult<O> = { ok: true; value: O } | { ok: false; refusal: Refusal };

const registry: Command<never, unknown>[] = [];

/** Declares a command and registers it, so the sweeps in tests/integration/commands.test.ts cover it. */
export function defineCommand<I, O>(command: Command<I, O>): Command<I, O> {
  registry.push(command as Command<never, unknown>);
  return command;
}

/** Every command declared so far (each commands module registers its own on import). */
export function allCommands(): readonly Command<never, unknown>[] {
  return registry;
}

/** Runs `command` for `actor` (null for a visitor): the policy's checks in order, then the write. */
export async function execute<I, O>(
  command: Command<I, O>,
  { db, env, actor, input }: { db: Db; env: Env; actor: CurrentUser | null; input: I },
): Promise<CommandResult<O>> {
  const refused = (refusal: Refusal) => ({ ok: false as const, refusal });
  const { policy } = command;
  if (!actor) return refused(new Refusal("unauthenticated", "Please sign in to continue."));
  if (policy.who !== "member" && !can(actor, policy.who.permission))
    return refused(new Refusal("forbidden", REFUSALS[policy.who.permission]));
  if (!policy.suspended && actor.suspendedUntil && isSuspended(actor))
    return refused(new Refusal("suspended", suspendedMessage(actor.suspendedUntil)));
  const reader: Reader = { id: actor.id, moderator: can(actor, "moderate:reports") };
  const target = policy.target?.(input);
  if (target) {
    const { missing, ignoreBlocks, ...what } = target;
    if (!(await canSee(db, reader, what, { ignoreBlocks }))) return refused(new Refusal("not_found", missing));
  }
  const context = { db, env, actor, reader, input };
  try {
    await command.prepare?.(context);
    if (policy.rateLimit) {
      const limited = await countWrite(db, { userId: actor.id, action: policy.rateLimit });
      if (limited) return refused(new Refusal("rate_limited", limited.message, { retryAfter: limited.retryAfter }));
    }
    return { ok: true, value: await command.run(context) };
  } catch (error) {
    if (error instanceof Refusal) return refused(error);
    throw error;
  }
}
