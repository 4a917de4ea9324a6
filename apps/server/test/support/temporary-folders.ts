// Folders a test file makes in the system's temporary directory, removed once its tests are done.
// Call at the top of the file, before `useTestServer`, so the folders outlive its server.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";

export function temporaryFolders(): (prefix: string) => string {
  const made: string[] = [];
  afterAll(() => {
    for (const folder of made) rmSync(folder, { recursive: true, force: true });
  });
  return (prefix) => {
    const folder = mkdtempSync(path.join(os.tmpdir(), prefix));
    made.push(folder);
    return folder;
  };
}
