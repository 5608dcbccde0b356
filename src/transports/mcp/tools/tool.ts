import type { z } from "zod";
import type { AppDeps } from "../../http/app-deps.js";

/** One MCP tool: its contract (schemas shared with REST), whether a call is scored, and its work. */
export interface McpTool<I extends z.ZodObject = z.ZodObject, O extends z.ZodObject = z.ZodObject> {
  name: string;
  title: string;
  description: string;
  input: I;
  /** The REST response body, plus an optional free-tier notice. */
  output: O;
  /** Scored calls count against the free tier's daily allowance. */
  scored: (args: z.output<I>) => boolean;
  run: (args: z.output<I>, deps: AppDeps) => z.output<O>;
  /** Cuts scored results to the top `n` for the free tier. */
  truncate?: (body: z.output<O>, n: number) => z.output<O>;
}

export function defineTool<I extends z.ZodObject, O extends z.ZodObject>(tool: McpTool<I, O>): McpTool<I, O> {
  return tool;
}

/** Said in every description: what agents must keep when they relay results to a person. */
export const RELAY =
  "When relaying results to a person, keep each song's rangeConfidence, rangeSource and url.";
