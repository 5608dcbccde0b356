/**
 * The one error the engine raises for bad caller input. Transports map it to their own
 * envelope (HTTP 400, CLI exit code 2, MCP isError) without parsing its message.
 */
export class InputError extends Error {
  override readonly name = "InputError";
  constructor(
    /** Dotted path of the offending field, e.g. "rangeLow" or "profiles.2.rangeHigh". */
    readonly field: string,
    /** What is wrong and how to fix it, without the field name. */
    readonly detail: string,
  ) {
    super(field ? `${field}: ${detail}` : detail);
  }
}

/** Runs `fn`, re-raising its InputErrors with their field nested under `prefix`. */
export function withFieldPrefix<T>(prefix: string, fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    if (err instanceof InputError) {
      throw new InputError(err.field ? `${prefix}.${err.field}` : prefix, err.detail);
    }
    throw err;
  }
}
