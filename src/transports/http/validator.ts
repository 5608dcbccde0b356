import type { FastifySchemaCompiler } from "fastify";
import type { z } from "zod";
import { InputError } from "../../engine/errors.js";
import { parseInput } from "../../operations/parse.js";

/**
 * Validates request parts with the operation's own zod schema and the same error wording as
 * every other transport: the InputError names the field and the value received.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    try {
      return { value: parseInput(schema, data, httpPart ?? "input") };
    } catch (err) {
      if (err instanceof InputError) return { error: err };
      throw err;
    }
  };
