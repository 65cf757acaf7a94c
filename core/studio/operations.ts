import { can, type StaffGrant, type StudioAction } from './permissions.ts';

/** The staff member doing a studio operation: who (for the audit log) and what they may do. */
export interface Actor extends StaffGrant {
  idStaff: number;
}

/** What a studio operation throws for an actor the permission table does not allow. */
export class ForbiddenOperation extends Error {
  constructor(
    readonly operation: string,
    readonly action: StudioAction,
  ) {
    super(`${operation} needs ${action}`);
    this.name = 'ForbiddenOperation';
  }
}

type FunctionKeys<S> = {
  [K in keyof S]-?: S[K] extends (...args: never[]) => unknown ? K : never;
}[keyof S];

/**
 * Every function of a studio service with its rule (docs/decisions/089): an operation that is
 * given the actor first names the permission table's action it needs; a read without an actor is
 * `null` (its screen or API route gates it). The type leaves none out.
 */
export type OperationRules<S> = {
  [K in FunctionKeys<S>]-?: S[K] extends (...args: infer P) => unknown
    ? P extends [Actor, ...unknown[]]
      ? StudioAction
      : null
    : never;
};

const RULES = new WeakMap<object, { name: string; rules: Record<string, StudioAction | null> }>();

/**
 * The service with each operation checked before it runs: an actor without the action gets
 * ForbiddenOperation, whichever adapter called (a screen's action, an API route, a script).
 */
export function guarded<S extends object>(
  name: string,
  rules: NoInfer<OperationRules<S>>,
  service: S,
): S {
  const table = rules as Record<string, StudioAction | null>;
  const checked: Record<string, unknown> = { ...(service as Record<string, unknown>) };
  for (const [key, action] of Object.entries(table)) {
    if (!action) continue;
    const run = (service as Record<string, (...args: unknown[]) => unknown>)[key]!;
    checked[key] = (actor: Actor, ...args: unknown[]) => {
      if (!can(actor, action)) throw new ForbiddenOperation(`${name}.${key}`, action);
      return run(actor, ...args);
    };
  }
  RULES.set(checked, { name, rules: table });
  return checked as S;
}

/** The rules a service was guarded with (the generated permission test reads them). */
export const rulesOf = (service: object) => RULES.get(service);
