// Page objects of host replies, anonymous questions, co-hosts and the export, so each test reads
// as the story it checks. Questions the story does not ask through a screen are asked through
// the real API, as the member would.

import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { API_ROUTES, apiPath } from "@handraise/contract";
import type { HttpClient, TestGuest, TestUser } from "@handraise/test-support";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { qanda } from "../../questions/support/qanda.ts";
import { SHOTS } from "./live-room.ts";

/** Asks a question through the API as an account member or a guest; answers its id. */
export async function ask(
  http: HttpClient,
  eventId: string,
  asker: TestUser | TestGuest,
  content: string,
  anonymous = false,
): Promise<string> {
  const who = "token" in asker ? { token: asker.token } : { guestToken: asker.guestToken };
  const memberId = "token" in asker ? asker._id : asker.guestId;
  const answer = await http.post<{ _id: string }>(apiPath(API_ROUTES.askQuestion, { eventId }), {
    ...who,
    body: { content, memberId, ...(anonymous ? { anonymous: true } : {}) },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body._id;
}

/** The reply shown under a question, and the host's inline editor of one row. */
export function replies(page: Page) {
  const session = qanda(page);
  return {
    shown(question: string) {
      return session.row(question).locator("[data-question-reply]");
    },
    async open(question: string) {
      await session
        .row(question)
        .getByRole("button", { name: /^(Reply|Edit reply)$/ })
        .click();
      const editor = session.row(question).getByRole("form", { name: "Reply to the question" });
      await editor.waitFor();
      return {
        editor,
        field: editor.getByLabel("Your reply"),
        save: editor.getByRole("button", { name: "Save reply" }),
        remove: editor.getByRole("button", { name: "Remove reply" }),
        cancel: editor.getByRole("button", { name: "Cancel" }),
      };
    },
  };
}

/** Switches the Q&A list to the feed or the table. */
export async function showView(page: Page, view: "Feed" | "Table"): Promise<void> {
  await qanda(page).section.getByRole("button", { name: view, exact: true }).click();
}

/** The "Hosts" dialog of the host dashboard. */
export function hostsDialog(page: Page) {
  const dialog = page.getByRole("dialog", { name: "Hosts" });
  return {
    dialog,
    list: dialog.getByRole("list", { name: "Hosts of this event" }),
    email: dialog.getByLabel("Add a co-host by e-mail"),
    add: dialog.getByRole("button", { name: "Add co-host" }),
    async open() {
      await page.getByRole("button", { name: /^Hosts/ }).click();
      await dialog.waitFor();
    },
    remove(name: string) {
      return dialog.getByRole("button", { name: `Remove ${name} as host` });
    },
  };
}

/** Keeps a screenshot to be looked at (`LIVE_ROOM_SHOTS`, or /tmp/live-room-shots). */
export async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: false });
}
