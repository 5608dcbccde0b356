import { readFileSync } from "node:fs";
import { Catalog, CatalogError } from "../engine/catalog/catalog.js";

export { BUNDLED_CATALOG } from "./paths.js";

export function loadCatalogFile(path: string, publicBaseUrl: string): Catalog {
  let document: unknown;
  try {
    document = JSON.parse(readFileSync(path, "utf8"));
  } catch (err) {
    throw new CatalogError(`cannot read catalog ${path}: ${(err as Error).message}`);
  }
  return Catalog.fromDocument(document, { publicBaseUrl });
}
