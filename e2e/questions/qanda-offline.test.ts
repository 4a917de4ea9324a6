// Nothing is lost: a question asked while the audience's browser is offline waits, visibly, and
// arrives exactly once when the connection returns; a question whose answer was lost is sent
// again with the same Idempotency-Key and still arrives once.
import { API_ROUTES, apiPath, MESSAGES, type Question } from "@handraise/contract";
import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chromiumAvailable, passTime, type TestServer } from "../support/browser.ts";
import { backOnline, type Cast, castSuite, qanda, toast, visible } from "./support/qanda.ts";

describe.skipIf(!chromiumAvailable)("Q&A: nothing is lost", () => {
  let server: TestServer;
  let browser: Browser;
  let cast: Cast;

  castSuite((suite) => ({ server, browser, cast } = suite));

  async function copiesOnServer(content: string): Promise<number> {
    const list = await cast.http.get<Question[]>(apiPath(API_ROUTES.listQuestions, { eventId: cast.eventId }), {
      token: cast.hostUser.token,
    });
    expect(list.status).toBe(200);
    return list.body.filter((q) => q.content === content).length;
  }

  it("a question asked offline is sent once when the browser is back online", async () => {
    const host = qanda(cast.host.page);
    const guest = qanda(cast.guestViewer.page);
    const text = "Asked from the back row with no signal";

    await cast.guestViewer.context.setOffline(true);
    await guest.askQuestion(text);
    await toast(cast.guestViewer.page, MESSAGES.questionQueuedOffline);
    await visible(guest.waiting.filter({ hasText: text }).getByText(MESSAGES.questionWaitingToSend));
    expect(await copiesOnServer(text)).toBe(0);

    // It is kept in the browser's storage, so closing the page does not lose it either.
    const stored = await cast.guestViewer.page.evaluate(
      (eventId) => localStorage.getItem(`handraise.outbox:${eventId}`),
      cast.eventId,
    );
    expect(stored).toContain(text);

    await backOnline(cast.guestViewer);
    await toast(cast.guestViewer.page, MESSAGES.questionAdded);
    await expect.poll(() => guest.waiting.count()).toBe(0);
    await visible(host.row(text));
    await visible(guest.row(text));
    expect(await host.row(text).count()).toBe(1);
    expect(await guest.row(text).count()).toBe(1);
    expect(await copiesOnServer(text)).toBe(1);
  });

  it("after a lost connection the page re-reads the list once it is back, catching what it missed", async () => {
    const host = qanda(cast.host.page);
    const guest = qanda(cast.guestViewer.page);
    const text = "Asked from the back row with no signal";
    let listReads = 0;
    cast.guestViewer.page.on("request", (request) => {
      if (request.url().endsWith(apiPath(API_ROUTES.listQuestions, { eventId: cast.eventId }))) listReads += 1;
    });

    await cast.guestViewer.context.setOffline(true);
    await visible(cast.guestViewer.page.getByRole("status").filter({ hasText: "Reconnecting…" }));
    await host.row(text).getByRole("button", { name: "Mark as answered" }).click();
    await visible(host.row(text).getByText("Answered", { exact: true }));
    expect(await guest.row(text).getByRole("img", { name: "Pending" }).count()).toBe(1);

    listReads = 0;
    await backOnline(cast.guestViewer);
    await visible(guest.row(text).getByRole("img", { name: "Answered" }));
    expect(listReads).toBeGreaterThanOrEqual(1);
  });

  it("a submission whose answer was lost is retried with its key and makes one question", async () => {
    const host = qanda(cast.host.page);
    const member = qanda(cast.member.page);
    const text = "Did my question get through the flaky Wi-Fi?";
    const keys: string[] = [];

    // The first request reaches the server, which creates the question; its answer is lost.
    let lost = false;
    await cast.member.page.route(`**/api/questions/${cast.eventId}`, async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      keys.push(route.request().headers()["idempotency-key"] ?? "");
      if (!lost) {
        lost = true;
        await route.fetch();
        return route.abort("connectionreset");
      }
      return route.continue();
    });

    await member.askQuestion(text);
    await toast(cast.member.page, MESSAGES.questionQueuedUnreachable);
    // The retry (every few seconds while online) answers the first question.
    await passTime(cast.member.page, 5000);
    await toast(cast.member.page, MESSAGES.questionAdded);
    await expect.poll(() => member.waiting.count()).toBe(0);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);

    await visible(host.row(text));
    expect(await host.row(text).count()).toBe(1);
    expect(await member.row(text).count()).toBe(1);
    expect(await copiesOnServer(text)).toBe(1);
    await cast.member.page.unroute(`**/api/questions/${cast.eventId}`);
  });
});
