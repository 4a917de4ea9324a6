// The host's Polls panel as a page object: fill the create form and save a draft or open it, find
// a poll's card, wait for its status. Shared by the panel's tests and the whole poll journey.
import { POLL_HOST_MESSAGES } from "@handraise/contract";
import { english } from "@handraise/test-support";
import type { Page } from "playwright-core";
import { visible } from "../../events/support/event-pages.ts";

const M = POLL_HOST_MESSAGES;

export type NewPoll = { question: string; kind: string; options?: string[]; status: "draft" | "open" };

/** Fills the panel's form and saves the poll as a draft or opens it. */
export async function createInPanel(page: Page, poll: NewPoll, extra?: () => Promise<void>): Promise<void> {
  const panel = page.getByTestId("polls-panel");
  await panel.getByRole("button", { name: M.newPoll }).click();
  const form = page.getByTestId("poll-create-form");
  await form.getByLabel(M.questionLabel).fill(poll.question);
  await form.getByLabel(M.kindLabel).selectOption(poll.kind);
  for (const [index, text] of (poll.options ?? []).entries()) {
    if (index >= 2) await form.getByRole("button", { name: M.addOption }).click();
    await form.getByLabel(english(M.optionLabel, { n: index + 1 }), { exact: true }).fill(text);
  }
  await extra?.();
  await form.getByRole("button", { name: poll.status === "open" ? M.openNow : M.saveDraft }).click();
  await form.waitFor({ state: "detached" });
  await statusOf(page, poll.question, poll.status);
}

export const card = (page: Page, question: string) => page.getByRole("article", { name: question });

export async function statusOf(page: Page, question: string, status: "draft" | "open" | "closed"): Promise<void> {
  await visible(card(page, question).getByTestId("poll-badges").getByText(M.statuses[status], { exact: true }));
}
