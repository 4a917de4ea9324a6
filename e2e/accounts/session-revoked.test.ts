// A session ended elsewhere (a password reset, the account deleted) sends the open tab to /login
// at its next call, as the 401 rule of docs/product.md §8 says, and the login page tells the user why.
import { ANSWER_MESSAGES, API_ROUTES, apiPath, MESSAGES } from "@handraise/contract";
import { buildUser, httpClient } from "@handraise/test-support";
import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import { savedLogin } from "../events/support/event-pages.ts";
import { chromiumAvailable, expectAccessible, openViewer, type TestServer } from "../support/browser.ts";
import { browserSuite } from "../support/suite.ts";
import { resetLinkPath, waitForMail } from "./support/outbox.ts";
import { dashboardHeading, logIn, visible } from "./support/pages.ts";

describe.skipIf(!chromiumAvailable)("a session ended elsewhere", () => {
  let server: TestServer;
  let browser: Browser;
  browserSuite((suite) => ({ server, browser } = suite));

  const notice = (page: import("playwright-core").Page) =>
    page.getByRole("status").filter({ hasText: MESSAGES.signedOutElsewhere });

  it("after a password reset, the old tab's next call lands on /login saying why", async () => {
    const http = httpClient(server.url);
    const user = await buildUser(http, { displayName: "Grace Hopper" });
    const { page, context } = await openViewer(browser, server, { login: await savedLogin(http, user) });
    await page.goto("/");
    await visible(dashboardHeading(page));

    // Somewhere else, the password is reset through the e-mailed link.
    const asked = await http.post(apiPath(API_ROUTES.forgotPassword), { body: { email: user.email } });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const token = resetLinkPath(await waitForMail(server.dataDir, user.email))
      .split("/")
      .pop();
    const newPassword = "compiler-pioneer-1952";
    const reset = await http.post(apiPath(API_ROUTES.resetPassword), { body: { token, password: newPassword } });
    expect(reset.status).toBe(200);

    // The old tab carries on: creating an event answers 401.
    await page.getByRole("link", { name: "Create Event", exact: true }).click();
    await page.getByLabel("Title").fill("Never created");
    await page.getByRole("button", { name: "Create Event" }).click();
    await page.waitForURL("**/login");
    await visible(notice(page));
    expect(await page.evaluate(() => localStorage.getItem("handraise.session"))).toBeNull();
    await expectAccessible(page, "login after a session ended elsewhere");

    // Logging in again goes back to the page the user was on.
    await logIn(page, { email: user.email, password: newPassword });
    await visible(page.getByRole("heading", { name: "Create Event" }));
    expect(await notice(page).count()).toBe(0);
    await context.close();
  });

  it("after the account is deleted elsewhere, reopening the tab lands on /login saying why", async () => {
    const http = httpClient(server.url);
    const user = await buildUser(http, { displayName: "Alan Turing" });
    const { page, context } = await openViewer(browser, server, { login: await savedLogin(http, user) });
    await page.goto("/");
    await visible(dashboardHeading(page));

    const elsewhere = await savedLogin(http, user);
    expect((await http.delete(apiPath(API_ROUTES.deleteMe), { token: elsewhere.token })).status).toBeLessThan(300);

    await page.reload();
    await page.waitForURL("**/login");
    await visible(notice(page));
    await context.close();
  });

  it("says nothing on an ordinary visit to /login or after a wrong password", async () => {
    const http = httpClient(server.url);
    const user = await buildUser(http, { displayName: "Ada Byron" });
    const { page, context } = await openViewer(browser, server);
    await page.goto("/login");
    await logIn(page, { email: user.email, password: "not-the-password" });
    await visible(page.getByRole("alert").filter({ hasText: ANSWER_MESSAGES.invalidCredentials }));
    expect(await notice(page).count()).toBe(0);
    await context.close();
  });
});
