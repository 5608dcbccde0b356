import { execFile } from "node:child_process";
import { resolve } from "node:path";
import { promisify } from "node:util";

/** The built `singable` command (npm test builds it first), run as a user would. */
export const BIN = resolve(import.meta.dirname, "../../../bin/singable.js");
const run = promisify(execFile);

export async function singable(
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [BIN, ...args], {
      env: { ...process.env, PUBLIC_BASE_URL: "", ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}
