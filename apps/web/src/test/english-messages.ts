// Before each unit test file: the whole English catalogue loaded and active, as a page in English
// has it once its namespaces arrive, so a component or a rule that reads a message reads the
// product's English (vitest.config.ts, web-unit's setupFiles).
import { NAMESPACES } from "@handraise/contract";
import { i18n } from "@lingui/core";
import { loadNamespaces } from "../lib/i18n/catalogues.ts";

await loadNamespaces(
  i18n,
  "en",
  NAMESPACES.filter((namespace) => namespace !== "mail"),
);
i18n.activate("en");
