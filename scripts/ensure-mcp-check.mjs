// Installs the MCP test tools (tools/mcp-check) from their own lock file when they are missing or
// older than it, so `npm test` sets up everything it needs on a fresh machine.
import { execFileSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const dir = join(dirname(fileURLToPath(import.meta.url)), "..", "tools", "mcp-check");
const marker = join(dir, "node_modules", ".package-lock.json");
const lock = join(dir, "package-lock.json");
if (!existsSync(marker) || statSync(marker).mtimeMs < statSync(lock).mtimeMs) {
  console.log("installing MCP test tools (tools/mcp-check)...");
  execFileSync("npm", ["ci", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: dir, stdio: "inherit" });
}
