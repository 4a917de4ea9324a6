// Re-authentication on screen: a session that signed in long ago changes the e-mail, or deletes
// the account, only with the password. The server's 401 (code reauthRequired) keeps the session:
// the page asks for the password, says when it is wrong, and sends the change again with it.
import { mkdirSync } from "node:fs";
import { ANSWER_MESSAGES, API_ROUTES, apiPath, MESSAGES } from "@handraise/contract";
import { buildUser, httpClient, type TestUser } from "@handraise/test-support";
import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chromiumAvailable, expectAccessible, openViewer, type TestServer } from "../support/browser.ts";
import { browserSuite } from "../support/suite.ts";
import { expectNoHorizontalScroll, visible } from "./support/pages.ts";

const SHOTS = "/tmp/handraise-shots";
mkdirSync(SHOTS, { recursive: true });

/** A saved login whose session signed in an hour ago. */
async function oldLogin(server: TestServer, user: TestUser) {
  const token = await server.ctx.tokens.signAccount(user._id, 0, Math.floor(Date.now() / 1000) - 3600);
  return {
    token,
    userInfo: { _id: user._id, displayName: user.displayName, email: user.email, companyName: "", isPro: false },
  };
}

describe.skipIf(!chromiumAvailable)("re-authentication", () => {
  let server: TestServer;
  let browser: Browser;
  browserSuite((suite) => ({ server, browser } = suite));

  it.each([false, true])(
    "asks for the password before a new e-mail, and keeps the session (phone: %s)",
    async (phone) => {
      const http = httpClient(server.url);
      const user = await buildUser(http, { displayName: "Ada Lovelace" });
      const login = await oldLogin(server, user);
      const { page, context } = await openViewer(browser, server, { login, phone });
      await page.goto("/profile");
      await visible(page.getByRole("heading", { name: "Profile" }));
      const newEmail = `new-${user.email}`;
      await page.getByLabel("Email").fill(newEmail);
      await page.getByRole("button", { name: "Save changes" }).click();

      const prompt = page.getByRole("dialog", { name: "Confirm it is you" });
      await visible(prompt);
      await visible(prompt.getByText(MESSAGES.reauthRequired));
      await expectAccessible(page, "password prompt");
      await page.screenshot({ path: `${SHOTS}/reauth-prompt-${phone ? 360 : 1280}.png` });
      // Still signed in: the 401 did not clear the session.
      expect(new URL(page.url()).pathname).toBe("/profile");
      expect(await page.evaluate(() => localStorage.getItem("handraise.session"))).not.toBeNull();

      await prompt.getByLabel("Current password").fill("not the password");
      await prompt.getByRole("button", { name: "Save changes" }).click();
      await visible(prompt.getByText(ANSWER_MESSAGES.currentPasswordWrong));
      expect((await http.get(apiPath(API_ROUTES.getMe), { token: login.token })).body.userInfo.email).toBe(user.email);

      await prompt.getByLabel("Current password").fill(user.password);
      await prompt.getByRole("button", { name: "Save changes" }).click();
      await visible(page.getByText(MESSAGES.profileUpdated));
      await prompt.waitFor({ state: "hidden" });
      expect((await http.get(apiPath(API_ROUTES.getMe), { token: login.token })).body.userInfo.email).toBe(newEmail);
      if (phone) await expectNoHorizontalScroll(page);
      await context.close();
    },
  );

  it("asks for the password in the deletion dialog, then deletes", async () => {
    const http = httpClient(server.url);
    const user = await buildUser(http, { displayName: "Grace Hopper" });
    const login = await oldLogin(server, user);
    const { page, context } = await openViewer(browser, server, { login });
    await page.goto("/profile");
    await page.getByRole("button", { name: "Delete account" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete your account?" });
    await confirm.getByRole("button", { name: "Delete account" }).click();
    await visible(confirm.getByText(MESSAGES.reauthRequired));
    expect((await http.get(apiPath(API_ROUTES.getMe), { token: login.token })).status).toBe(200);
    await expectAccessible(page, "deletion asking for the password");
    await page.screenshot({ path: `${SHOTS}/reauth-delete-1280.png` });
    await confirm.getByLabel("Current password").fill(user.password);
    await confirm.getByRole("button", { name: "Delete account" }).click();
    await visible(page.getByText(MESSAGES.accountDeleted));
    await page.waitForURL("**/login");
    expect(
      (await http.post(apiPath(API_ROUTES.login), { body: { email: user.email, password: user.password } })).status,
    ).toBe(401);
    await context.close();
  });
});
