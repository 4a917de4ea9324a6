// A deleted account's questions on screen: the host's table and the presenter view show them as
// from a deleted account, never under the name they were asked with.
import { API_ROUTES, apiPath, DELETED_ACCOUNT_NAME } from "@handraise/contract";
import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import { type Cast, castSuite, qanda } from "../questions/support/qanda.ts";
import { chromiumAvailable, expectAccessible, type TestServer } from "../support/browser.ts";
import { openPresenter, presenter, SHOTS, visible } from "./support/live-room.ts";

describe.skipIf(!chromiumAvailable)("live room: a deleted account's questions", () => {
  let server: TestServer;
  let browser: Browser;
  let cast: Cast;
  const asked = "Who decided to move the office to the harbour?";

  castSuite((suite) => ({ server, browser, cast } = suite));

  it("show as from a deleted account on the host's table and the presenter", async () => {
    const question = await cast.http.post(apiPath(API_ROUTES.askQuestion, { eventId: cast.eventId }), {
      token: cast.memberUser.token,
      body: { content: asked, memberId: cast.memberUser._id },
    });
    expect(question.status).toBe(201);
    const host = qanda(cast.host.page);
    await visible(host.row(asked).getByText(cast.memberUser.displayName));

    const deleted = await cast.http.delete(apiPath(API_ROUTES.deleteMe), { token: cast.memberUser.token });
    expect(deleted.status).toBe(200);
    await cast.host.page.reload();
    await host.ready();
    await cast.host.page.getByRole("button", { name: "Table", exact: true }).click();
    const row = host.row(asked);
    await visible(row.getByText(DELETED_ACCOUNT_NAME, { exact: true }));
    expect(await row.textContent()).not.toContain(cast.memberUser.displayName);
    await expectAccessible(cast.host.page, "host table with a deleted account's question");
    await cast.host.page.screenshot({ path: `${SHOTS}/deleted-account-host-1280.png`, fullPage: true });

    const screen = await openPresenter(cast.host.context, cast.host.page);
    const shown = presenter(screen).top.locator("li").filter({ hasText: asked });
    await visible(shown.getByText(DELETED_ACCOUNT_NAME, { exact: true }));
    expect(await shown.textContent()).not.toContain(cast.memberUser.displayName);
    await screen.screenshot({ path: `${SHOTS}/deleted-account-presenter-1920.png` });
    await screen.close();
  });
});
