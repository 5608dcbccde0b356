import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // Two cores on CI machines: keep the pool small so end-to-end tests are not starved.
    maxWorkers: 2,
    testTimeout: 20_000,
  },
});
