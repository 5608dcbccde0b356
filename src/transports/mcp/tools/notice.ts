import { z } from "zod";

const notice = z.string().optional().meta({
  description: "Present when results were cut to the free tier's top 3; says how to lift the limit.",
});

/** A tool's output schema: the REST body plus the free tier's optional notice. */
export function withNotice<S extends z.core.$ZodShape>(body: z.ZodObject<S>) {
  return body.extend({ notice });
}
