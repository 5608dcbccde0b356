import { InputError } from "../../engine/errors.js";

/** Reads "A2-F4" or "ann=A2-F4" (a note may itself hold a minus: "C-1-G4"). */
export function parseGroupMember(
  arg: string,
  index: number,
): { id?: string; rangeLow: string; rangeHigh: string } {
  const match = /^(?:([^=]+)=)?(.+?\d)-(.+)$/.exec(arg.trim());
  if (!match) {
    throw new InputError(
      `profiles.${index}`,
      `${JSON.stringify(arg)} is not a range; write LOW-HIGH such as A2-F4, or NAME=A2-F4`,
    );
  }
  const [, id, rangeLow, rangeHigh] = match as unknown as [string, string | undefined, string, string];
  return id ? { id, rangeLow, rangeHigh } : { rangeLow, rangeHigh };
}
