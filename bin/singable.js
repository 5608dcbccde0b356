#!/usr/bin/env node
// Entry point of the `singable` command; the TypeScript sources compile to dist/ on `npm ci`.
import "../dist/transports/cli/bin.js";
