// Forgotten password, as the user lives it: ask for a link, open it from the mail the server
// wrote to its outbox, choose a new password, be sent back to login, and log in with it.
import { ANSWER_MESSAGES, TIMINGS } from "@handraise/contract";
import { buildUser, httpClient } from "@handraise/test-support";
import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chromiumAvailable, expectAccessible, openViewer, passTime, type TestServer } from "../support/browser.ts";
import { browserSuite } from "../support/suite.ts";
import { resetLinkPath, waitForMail } from "./support/outbox.ts";
import { dashboardHeading, expectNoHorizontalScroll, logIn, visible } from "./support/pages.ts";

describe.skipIf(!chromiumAvailable)("password reset", () => {
  let server: TestServer;
  let browser: Browser;
  browserSuite((suite) => ({ server, browser } = suite));

  it("resets a forgotten password through the emailed link and logs in with the new one", async () => {
    const user = await buildUser(httpClient(server.url), { displayName: "Katherine Johnson" });
    const { page, context } = await openViewer(browser, server);

    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await page.waitForURL("**/forgot-password");
    await expectAccessible(page, "forgot password");
    await page.getByLabel("Email").fill(user.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await visible(page.getByRole("status").filter({ hasText: ANSWER_MESSAGES.forgotPasswordSent }));

    const mail = await waitForMail(server.dataDir, user.email);
    const link = resetLinkPath(mail);
    expect(link).toMatch(/^\/reset-password\/\S+$/);

    await page.goto(link);
    await visible(page.getByRole("heading", { name: "Reset password" }));
    await expectAccessible(page, "reset password");
    const newPassword = "orbital-mechanics-1962";
    await page.getByLabel("New password").fill(newPassword);
    await page.getByRole("button", { name: "Reset password" }).click();
    await visible(page.getByRole("status").filter({ hasText: ANSWER_MESSAGES.passwordResetDone }));

    // Back to /login by itself, two seconds later (on the page's clock).
    await passTime(page, TIMINGS.resetRedirectMs);
    await page.waitForURL("**/login", { timeout: 5000 });
    await logIn(page, { email: user.email, password: user.password });
    await visible(page.getByRole("alert").filter({ hasText: ANSWER_MESSAGES.invalidCredentials }));
    await logIn(page, { email: user.email, password: newPassword });
    await visible(dashboardHeading(page));

    // The link worked once: opened again (logged out), it answers with the server's error.
    const again = await openViewer(browser, server, { phone: true });
    await again.page.goto(link);
    await again.page.getByLabel("New password").fill("another-password-1");
    await again.page.getByRole("button", { name: "Reset password" }).click();
    await visible(again.page.getByRole("alert").filter({ hasText: ANSWER_MESSAGES.resetLinkInvalid }));
    expect(new URL(again.page.url()).pathname).toBe(link);
    await expectNoHorizontalScroll(again.page);
    await again.context.close();
    await context.close();
  });

  it("answers the same for an email without an account", async () => {
    const { page, context } = await openViewer(browser, server);
    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill("nobody-here@example.test");
    await page.getByRole("button", { name: "Send reset link" }).click();
    await visible(page.getByRole("status").filter({ hasText: ANSWER_MESSAGES.forgotPasswordSent }));
    await context.close();
  });
});
