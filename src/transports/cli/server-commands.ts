import type { Command } from "commander";
import { InputError } from "../../engine/errors.js";
import type { KeyService } from "../../keys/key-service.js";
import type { KeyRecord, KeyStatus, KeyStore } from "../../keys/key-store.js";
import { PLAN_NAMES, PLANS, type PlanName } from "../../keys/plans.js";
import { monthOf } from "../../limits/calendar.js";
import { readSettings } from "../../runtime/settings.js";
import { keyService, openKeyStore } from "../../runtime/stores.js";
import { serve } from "../http/serve.js";
import type { Io } from "./io.js";
import { table } from "./table.js";

async function withKeys<T>(work: (keys: KeyService, store: KeyStore) => Promise<T>): Promise<T> {
  const settings = readSettings();
  const store = await openKeyStore(settings);
  try {
    return await work(keyService(store, settings), store);
  } finally {
    await store.close();
  }
}

function keyRow(k: KeyRecord) {
  return [k.prefix, k.plan, k.status, k.email, k.name ?? "-", k.createdAt];
}

export function addServerCommands(cli: Command, io: Io): void {
  cli
    .command("serve")
    .description("run the HTTP service (REST API, song pages) on the settings in the environment")
    .action(async () => {
      const { url } = await serve(readSettings());
      io.err(`Singable listening on ${url}`);
    });

  const keys = cli.command("keys").description("manage API keys (operators: paid plans are created here)");

  keys
    .command("create")
    .description("create a key and print it once")
    .requiredOption("--email <email>", "owner's email")
    .option("--plan <plan>", `plan: ${PLAN_NAMES.join(", ")}`, "starter")
    .option("--name <name>", "owner's name")
    .action(async (o: { email: string; plan: string; name?: string }) => {
      if (!(o.plan in PLANS))
        throw new InputError("plan", `${JSON.stringify(o.plan)} is not a plan; use ${PLAN_NAMES.join(", ")}`);
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(o.email))
        throw new InputError("email", `${JSON.stringify(o.email)} is not an email address`);
      await withKeys(async (service) => {
        const { plaintext, record } = await service.issue(o.plan === "sandbox" ? "sandbox" : "live", {
          plan: o.plan,
          email: o.email,
          name: o.name,
        });
        io.out(plaintext);
        io.err(
          `created ${record.prefix} (${record.plan}) for ${record.email}; the key above is shown once and never stored`,
        );
      });
    });

  keys
    .command("list")
    .description("list keys (prefixes only)")
    .action(async () => {
      const all = await withKeys((_service, store) => store.list());
      io.out(table(["prefix", "plan", "status", "email", "name", "created"], all.map(keyRow)));
    });

  keys
    .command("show <prefix>")
    .description("one key and its usage this month")
    .action(async (prefix: string) => {
      await withKeys(async (service, store) => {
        const key = await service.findOne(prefix);
        const month = monthOf(new Date());
        const plan = PLANS[key.plan as PlanName];
        const used = await store.usage(key.id, month);
        io.out(table(["prefix", "plan", "status", "email", "name", "created"], [keyRow(key)]));
        io.out(`usage ${month}: ${used}${plan ? ` of ${plan.perMonth}` : ""}`);
      });
    });

  const transitions: Array<[string, KeyStatus, string]> = [
    ["revoke", "revoked", "revoke a key for good (401 from then on)"],
    ["lapse", "lapsed", "mark a key's subscription lapsed (402 until reactivated)"],
    ["reactivate", "active", "make a lapsed key active again"],
  ];
  for (const [name, status, description] of transitions) {
    keys
      .command(`${name} <prefix>`)
      .description(description)
      .action(async (prefix: string) => {
        const key = await withKeys((service) => service.setStatus(prefix, status));
        io.out(`${key.prefix}: ${key.status}`);
      });
  }
}
