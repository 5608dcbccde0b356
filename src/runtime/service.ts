import type { Catalog } from "../engine/catalog/catalog.js";
import { prepareSearchIndex } from "../engine/search/search.js";
import { PLANS, type PlanTable } from "../keys/plans.js";
import { UsageLimits } from "../limits/usage-limits.js";
import type { AppDeps } from "../transports/http/app-deps.js";
import { FREE_TIER } from "../transports/mcp/metering.js";
import { loadCatalogFile } from "./catalog-file.js";
import type { Settings } from "./settings.js";
import { keyService, openKeyStore, openLimiters } from "./stores.js";

/** Keys one client address may create per hour (spec §8). */
export const ISSUANCE_PER_HOUR = 5;

export interface Service {
  deps: AppDeps;
  close(): Promise<void>;
}

/** Opens everything the service runs on, as the settings say. `plans` is replaceable for tests. */
export async function openService(
  settings: Settings,
  options: { plans?: PlanTable; catalog?: Catalog } = {},
): Promise<Service> {
  const catalog = options.catalog ?? loadCatalogFile(settings.CATALOG_FILE, settings.PUBLIC_BASE_URL);
  // A server pays for the search index at start, not on its first search request.
  prepareSearchIndex(catalog);
  const store = await openKeyStore(settings);
  const limiters = await openLimiters(settings);
  const deps: AppDeps = {
    catalog,
    store,
    keys: keyService(store, settings),
    limits: new UsageLimits(store, limiters, options.plans ?? PLANS),
    limiters,
    issuance: limiters.create("issuance", ISSUANCE_PER_HOUR, 3600),
    issuanceLimit: ISSUANCE_PER_HOUR,
    freeTier: limiters.create("mcp-free", FREE_TIER.scoredLookupsPerDay, 24 * 3600),
  };
  return {
    deps,
    async close() {
      await limiters.close();
      await store.close();
    },
  };
}
