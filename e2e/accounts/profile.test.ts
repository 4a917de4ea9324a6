// The profile page: edit details (toast 'Profile updated'), a refused change (toast 'Failed to
// update profile.' with the reason), a password change that keeps the user signed in, and
// account deletion behind its confirmation.
import { ANSWER_MESSAGES, API_ROUTES, apiPath, MESSAGES } from "@handraise/contract";
import { buildUser, httpClient, type TestUser } from "@handraise/test-support";
import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chromiumAvailable, expectAccessible, openViewer, type TestServer } from "../support/browser.ts";
import { browserSuite } from "../support/suite.ts";
import { accountPanel, expectNoHorizontalScroll, openAccountPanel, visible } from "./support/pages.ts";

function savedLogin(user: TestUser) {
  return {
    token: user.token,
    userInfo: { _id: user._id, displayName: user.displayName, email: user.email, companyName: "", isPro: false },
  };
}

describe.skipIf(!chromiumAvailable)("profile", () => {
  let server: TestServer;
  let browser: Browser;
  browserSuite((suite) => ({ server, browser } = suite));

  it("edits the profile, refuses a taken email, and keeps the session after a password change", async () => {
    const http = httpClient(server.url);
    const user = await buildUser(http, { displayName: "Mary Somerville" });
    const other = await buildUser(http);
    const { page, context } = await openViewer(browser, server, { login: savedLogin(user) });

    await page.goto("/profile");
    await visible(page.getByRole("heading", { name: "Profile" }));
    expect(await page.getByLabel("Display name").inputValue()).toBe(user.displayName);
    await expectAccessible(page, "profile");

    await page.getByLabel("Display name").fill("Mary F. Somerville");
    await page.getByLabel("Company name (optional)").fill("Royal Society");
    await page.getByRole("button", { name: "Save changes" }).click();
    await visible(page.getByText(MESSAGES.profileUpdated));
    await openAccountPanel(page);
    await visible(accountPanel(page).getByRole("heading", { name: "Mary F. Somerville" }));
    await page.keyboard.press("Escape");
    const me = await http.get(apiPath(API_ROUTES.getMe), { token: user.token });
    expect(me.body.userInfo).toMatchObject({ displayName: "Mary F. Somerville", companyName: "Royal Society" });

    // Someone else's email: the server refuses, the toast and the reason say so.
    await page.getByLabel("Email").fill(other.email);
    await page.getByRole("button", { name: "Save changes" }).click();
    await visible(page.getByText(MESSAGES.failedUpdateProfile));
    await visible(page.getByRole("main").getByRole("alert").filter({ hasText: ANSWER_MESSAGES.emailTaken }));
    await page.getByLabel("Email").fill(user.email);

    // A new password: the session carries on (the new token is kept), and it logs in.
    const newPassword = "mechanism-of-the-heavens";
    await page.getByLabel("New password").fill(newPassword);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect.poll(() => page.getByText(MESSAGES.profileUpdated).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByLabel("New password").inputValue()).toBe("");
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem("handraise.session") ?? "{}"));
    expect((await http.get(apiPath(API_ROUTES.getMe), { token: saved.token })).status).toBe(200);
    await page.reload();
    await visible(page.getByRole("heading", { name: "Profile" }));
    expect(new URL(page.url()).pathname).toBe("/profile");
    const login = await http.post(apiPath(API_ROUTES.login), { body: { email: user.email, password: newPassword } });
    expect(login.status).toBe(200);
    await context.close();
  });

  it("deletes the account only after confirming", async () => {
    const http = httpClient(server.url);
    const user = await buildUser(http, { displayName: "Rosalind Franklin" });
    const { page, context } = await openViewer(browser, server, { login: savedLogin(user), phone: true });

    await page.goto("/profile");
    await visible(page.getByRole("heading", { name: "Profile" }));
    await expectNoHorizontalScroll(page);
    await page.getByRole("button", { name: "Delete account" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete your account?" });
    await visible(confirm);
    expect(await confirm.textContent()).toContain("This cannot be undone");
    await expectAccessible(page, "delete confirmation");

    // Cancel keeps everything.
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "hidden" });
    expect((await http.get(apiPath(API_ROUTES.getMe), { token: user.token })).status).toBe(200);

    await page.getByRole("button", { name: "Delete account" }).click();
    await confirm.getByRole("button", { name: "Delete account" }).click();
    await visible(page.getByText(MESSAGES.accountDeleted));
    await page.waitForURL("**/login");
    await visible(page.getByRole("main").getByRole("heading", { name: "Login" }));
    expect(await page.evaluate(() => localStorage.getItem("handraise.session"))).toBeNull();
    expect((await http.get(apiPath(API_ROUTES.getMe), { token: user.token })).status).toBe(401);
    const login = await http.post(apiPath(API_ROUTES.login), { body: { email: user.email, password: user.password } });
    expect(login.status).toBe(401);
    await context.close();
  });
});
