// A new user's way through accounts: sign up lands on the dashboard, the side panel opens and
// closes (button, Escape, swipe), logout returns to the welcome page, login brings them back,
// and login-required pages return the user where they were going, keeping autojoin=true.
import { ANSWER_MESSAGES, TIMINGS } from "@handraise/contract";
import { buildUser, httpClient } from "@handraise/test-support";
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chromiumAvailable, expectAccessible, openViewer, passTime, type TestServer } from "../support/browser.ts";
import { browserSuite } from "../support/suite.ts";
import {
  accountPanel,
  dashboardHeading,
  expectNoHorizontalScroll,
  logIn,
  newPerson,
  openAccountPanel,
  signUp,
  visible,
} from "./support/pages.ts";

/** A finger drag across the panel, as touch events (the browser has no touch screen). */
async function swipe(page: Page, fromX: number, toX: number) {
  const panel = accountPanel(page);
  const y = 300;
  await panel.dispatchEvent("touchstart", { touches: [{ identifier: 1, clientX: fromX, clientY: y }] });
  await panel.dispatchEvent("touchmove", { touches: [{ identifier: 1, clientX: toX, clientY: y }] });
  await panel.dispatchEvent("touchend", { touches: [], changedTouches: [{ identifier: 1, clientX: toX, clientY: y }] });
}

describe.skipIf(!chromiumAvailable)("account journey", () => {
  let server: TestServer;
  let browser: Browser;
  browserSuite((suite) => ({ server, browser } = suite));

  it("signs up, uses the side panel, logs out and logs back in", async () => {
    const { page, context } = await openViewer(browser, server);
    const person = newPerson("Ada Lovelace");

    await page.goto("/signup");
    await visible(page.getByRole("heading", { name: "Sign Up" }));
    await expectAccessible(page, "sign up");
    await signUp(page, { ...person, companyName: "Analytical Engines" });
    await visible(dashboardHeading(page));
    expect(new URL(page.url()).pathname).toBe("/");
    await expectAccessible(page, "dashboard");

    // The side panel: badge, name and the three account actions; the close button closes it.
    await openAccountPanel(page);
    const panel = accountPanel(page);
    await visible(panel.getByText("Free", { exact: true }));
    await visible(panel.getByRole("heading", { name: person.displayName }));
    for (const name of ["Profile", "Billing"]) await visible(panel.getByRole("link", { name }));
    await visible(panel.getByRole("button", { name: "Logout" }));
    await expectAccessible(page, "account panel");
    await panel.getByRole("button", { name: "Close account menu" }).click();
    await panel.waitFor({ state: "hidden" });

    // Escape closes it and focus returns to the account button.
    await openAccountPanel(page);
    await page.keyboard.press("Escape");
    await panel.waitFor({ state: "hidden" });
    // The dialog gives focus back from a zero-delay timer, on the page's clock.
    await expect
      .poll(async () => {
        await passTime(page, 1);
        return page.evaluate(() => document.activeElement?.getAttribute("aria-label"));
      })
      .toBe("Open account menu");

    // A short swipe to the left keeps it open; one longer than 70 px closes it.
    await openAccountPanel(page);
    await swipe(page, 250, 200);
    expect(await panel.isVisible()).toBe(true);
    await swipe(page, 250, 150);
    await panel.waitFor({ state: "hidden" });

    // Profile in the panel leads to the profile page.
    await openAccountPanel(page);
    await panel.getByRole("link", { name: "Profile" }).click();
    await page.waitForURL("**/profile");
    await visible(page.getByRole("heading", { name: "Profile" }));

    // Logout: the user is cleared, the page goes to / and reloads as a visitor.
    await openAccountPanel(page);
    const reloaded = page.waitForEvent("load");
    await accountPanel(page).getByRole("button", { name: "Logout" }).click();
    await passTime(page, TIMINGS.logoutReloadMs);
    await reloaded;
    await visible(page.getByRole("heading", { level: 1, name: /Welcome to Handraise/ }));
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await page.evaluate(() => localStorage.getItem("handraise.session"))).toBeNull();
    // The beta notice is not shown again after logout.
    expect(await page.getByRole("dialog", { name: "Beta Mode" }).count()).toBe(0);

    // A wrong password answers beneath the form; the right one signs in.
    await page.getByRole("banner").getByRole("link", { name: "Login" }).click();
    await page.waitForURL("**/login");
    await logIn(page, { email: person.email, password: "not the password" });
    await visible(page.getByRole("alert").filter({ hasText: ANSWER_MESSAGES.invalidCredentials }));
    await expectAccessible(page, "login with error");
    await logIn(page, person);
    await visible(dashboardHeading(page));

    // Signed in, the auth pages send the user on to /.
    await page.goto("/login");
    await visible(dashboardHeading(page));
    expect(new URL(page.url()).pathname).toBe("/");
    await context.close();
  });

  it("returns to the page that needed a login, keeping autojoin=true", async () => {
    const user = await buildUser(httpClient(server.url));
    const { page, context } = await openViewer(browser, server);

    await page.goto("/profile");
    await page.waitForURL("**/login");
    await logIn(page, user);
    await page.waitForURL("**/profile");
    await visible(page.getByRole("heading", { name: "Profile" }));
    await context.close();

    // From an event link with the autojoin flag, through signup, back to the event.
    const second = await openViewer(browser, server);
    await second.page.goto("/events/some-event?autojoin=true");
    await second.page.waitForURL("**/login");
    await second.page.getByRole("main").getByRole("link", { name: "Sign Up" }).click();
    await second.page.waitForURL("**/signup");
    await signUp(second.page, newPerson("Grace Hopper"));
    await second.page.waitForURL("**/events/some-event?autojoin=true");

    // A `redirect` query parameter works the same; the flag is kept even when only the login
    // address carries it; and an address outside the app is never followed.
    const third = await openViewer(browser, server);
    await third.page.goto("/login?redirect=/events/other&autojoin=true");
    await logIn(third.page, user);
    await third.page.waitForURL("**/events/other?autojoin=true");
    await third.context.close();

    const fourth = await openViewer(browser, server);
    await fourth.page.goto("/login?redirect=//evil.example/");
    await logIn(fourth.page, user);
    await visible(dashboardHeading(fourth.page));
    expect(new URL(fourth.page.url()).origin).toBe(server.url);
    await fourth.context.close();
    await second.context.close();
  });

  it("fits a 360 px phone: login, sign up and the side panel", async () => {
    const { page, context } = await openViewer(browser, server, { phone: true });
    for (const path of ["/login", "/signup", "/forgot-password"]) {
      await page.goto(path);
      await visible(page.getByRole("main").getByRole("heading", { level: 1 }));
      await expectNoHorizontalScroll(page);
    }
    await expectAccessible(page, "forgot password on a phone");
    const user = await buildUser(httpClient(server.url));
    const signedIn = await openViewer(browser, server, {
      phone: true,
      login: { token: user.token, userInfo: { _id: user._id, displayName: user.displayName } },
    });
    await signedIn.page.goto("/");
    await visible(dashboardHeading(signedIn.page));
    await openAccountPanel(signedIn.page);
    // The start-up re-fetch replaced the partial saved user with the server's.
    await visible(accountPanel(signedIn.page).getByRole("heading", { name: user.displayName }));
    await expectNoHorizontalScroll(signedIn.page);
    await expectAccessible(signedIn.page, "account panel on a phone");
    await signedIn.context.close();
    await context.close();
  });
});
