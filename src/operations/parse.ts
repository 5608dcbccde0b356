import type { z } from "zod";
import { InputError } from "../engine/errors.js";

function describeValue(value: unknown): string {
  if (value === undefined) return "missing";
  const text = JSON.stringify(value);
  return text && text.length > 60 ? `${text.slice(0, 57)}...` : String(text);
}

/**
 * Validates caller input against an operation's schema. The first problem becomes an
 * InputError that names the field and the value received, so every transport reports it alike.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, root = "input"): z.output<S> {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  const issue = result.error.issues[0] as z.core.$ZodIssue;
  const field = issue.path.map(String).join(".") || root;
  if (issue.code === "custom" && issue.params?.inputError) {
    const original = issue.params.inputError as InputError;
    throw new InputError(field || original.field, original.detail);
  }
  const received = "input" in issue ? ` (received ${describeValue(issue.input)})` : "";
  throw new InputError(field, `${issue.message}${received}`);
}
