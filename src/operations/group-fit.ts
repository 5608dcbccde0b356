import { z } from "zod";
import type { Catalog } from "../engine/catalog/catalog.js";
import { InputError, withFieldPrefix } from "../engine/errors.js";
import { DEFAULT_GROUP_LIMIT, type GroupFit, groupFit as rankGroup } from "../engine/group/group.js";
import { validateRange } from "../engine/profile/profile.js";
import { parseInput } from "./parse.js";
import { limitSchema, profileInputSchema, toProfileRequest } from "./schemas.js";

export const MAX_GROUP_SIZE = 20;
export const GROUP_MAX_LIMIT = 50;

export const groupFitInput = z.object({
  profiles: z
    .array(
      z.intersection(
        profileInputSchema,
        z.object({
          id: z
            .string()
            .min(1)
            .max(64)
            .optional()
            .meta({ description: "Singer id echoed in fitsMemberIds." }),
        }),
      ),
    )
    .min(2, "needs at least 2 singers")
    .max(MAX_GROUP_SIZE, `allows at most ${MAX_GROUP_SIZE} singers`),
  limit: limitSchema(DEFAULT_GROUP_LIMIT, GROUP_MAX_LIMIT),
});

/** The range a validated group shares and the songs inside it. Ids default to "singer-1", "singer-2", ... */
export function runGroupFit(catalog: Catalog, parsed: z.output<typeof groupFitInput>): GroupFit {
  const seen = new Set<string>();
  const members = parsed.profiles.map((profile, index) => {
    const request = toProfileRequest(profile);
    withFieldPrefix(`profiles.${index}`, () => validateRange(request.low, request.high, request.fields));
    const id = profile.id ?? `singer-${index + 1}`;
    if (seen.has(id))
      throw new InputError(
        `profiles.${index}.id`,
        `${JSON.stringify(id)} is used twice; give each singer its own id`,
      );
    seen.add(id);
    return { id, low: request.low, high: request.high };
  });
  return rankGroup(catalog, members, parsed.limit);
}

export function groupFit(catalog: Catalog, input: unknown): GroupFit {
  return runGroupFit(catalog, parseInput(groupFitInput, input));
}
