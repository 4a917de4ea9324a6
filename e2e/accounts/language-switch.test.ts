// The language switch (docs/features/languages.md): a page opens in the browser's language, a
// choice from the footer changes it at once and stays after a reload, a signed-in user's choice is
// kept on the account and comes back with the next login elsewhere, and Arabic lays the page out
// right to left.
import { ANSWER_MESSAGES, API_ROUTES, apiPath } from "@handraise/contract";
import arScreens from "@handraise/contract/catalogues/ar/screens";
import deAnswers from "@handraise/contract/catalogues/de/answers";
import deCommon from "@handraise/contract/catalogues/de/common";
import deScreens from "@handraise/contract/catalogues/de/screens";
import frCommon from "@handraise/contract/catalogues/fr/common";
import frScreens from "@handraise/contract/catalogues/fr/screens";
import { buildUser, httpClient } from "@handraise/test-support";
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chromiumAvailable, expectAccessible, openViewer, type TestServer } from "../support/browser.ts";
import { browserSuite } from "../support/suite.ts";
import { accountPanel, expectNoHorizontalScroll, logIn, openAccountPanel, visible } from "./support/pages.ts";

const pageLanguage = (page: Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

describe.skipIf(!chromiumAvailable)("language switch", () => {
  let server: TestServer;
  let browser: Browser;
  browserSuite((suite) => ({ server, browser } = suite));

  it("opens in the browser's language; a choice in the footer shows at once and stays", async () => {
    const { page, context } = await openViewer(browser, server, { locale: "de-DE" });
    await page.goto("/login");
    await visible(page.getByRole("heading", { level: 1, name: deScreens.login.title }));
    expect(await pageLanguage(page)).toEqual({ lang: "de", dir: "ltr" });
    const footer = page.getByRole("contentinfo");
    const languages = footer.getByLabel(deCommon.language.label);
    expect(await languages.inputValue()).toBe("de");
    // Each language is named in itself, and marked as such for screen readers.
    expect(
      await languages.locator("option").evaluateAll((options) => options.map((o) => o.getAttribute("lang"))),
    ).toEqual(["en", "de", "fr", "es", "ar"]);
    expect(await languages.locator("option[value=fr]").textContent()).toBe("Français");
    await expectAccessible(page, "login in German");

    await languages.selectOption("fr");
    await visible(page.getByRole("heading", { level: 1, name: frScreens.login.title }));
    await visible(page.getByLabel(frScreens.fields.password));
    expect(await pageLanguage(page)).toEqual({ lang: "fr", dir: "ltr" });
    expect(await footer.getByLabel(frCommon.language.label).inputValue()).toBe("fr");
    expect(await page.evaluate(() => localStorage.getItem("handraise.locale"))).toBe("fr");

    await page.reload();
    await visible(page.getByRole("heading", { level: 1, name: frScreens.login.title }));
    expect(await pageLanguage(page)).toEqual({ lang: "fr", dir: "ltr" });
    // Another page of the same visit speaks it too.
    await footer.getByRole("link", { name: frCommon.footer.contact }).click();
    await visible(page.getByRole("heading", { level: 1, name: frScreens.contact.title }));
    await context.close();
  });

  it("keeps a signed-in user's choice on the account, and a login elsewhere opens in it", async () => {
    const http = httpClient(server.url);
    const user = await buildUser(http, { displayName: "Emmy Noether" });

    // On a phone: the account panel carries the switch too, within reach.
    const phone = await openViewer(browser, server, { phone: true });
    await phone.page.goto("/login");
    await logIn(phone.page, user);
    await phone.page.waitForURL((url) => url.pathname === "/");
    await openAccountPanel(phone.page);
    await accountPanel(phone.page).getByLabel("Language").selectOption("de");
    await visible(accountPanel(phone.page).getByLabel(deCommon.language.label));
    await visible(accountPanel(phone.page).getByRole("link", { name: deCommon.accountPanel.profile }));
    await expectNoHorizontalScroll(phone.page);
    await expect
      .poll(async () => (await http.get(apiPath(API_ROUTES.getMe), { token: user.token })).body.userInfo.language)
      .toBe("de");
    await phone.context.close();

    // Another browser, in English: the login brings the account's language.
    const other = await openViewer(browser, server);
    await other.page.goto("/login");
    await logIn(other.page, user);
    await other.page.waitForURL((url) => url.pathname === "/");
    await expect.poll(() => pageLanguage(other.page)).toEqual({ lang: "de", dir: "ltr" });
    expect(await other.page.getByRole("contentinfo").getByLabel(deCommon.language.label).inputValue()).toBe("de");
    expect(await other.page.evaluate(() => localStorage.getItem("handraise.locale"))).toBe("de");
    await other.context.close();
  });

  it("says a refusal in the page's language by its code, and an unknown code as the server wrote it", async () => {
    const http = httpClient(server.url);
    const user = await buildUser(http, { displayName: "Lise Meitner" });
    const { page, context } = await openViewer(browser, server, { locale: "de-DE" });
    await page.goto("/login");
    const login = async () => {
      await page.getByLabel(deScreens.fields.email).fill(user.email);
      await page.getByLabel(deScreens.fields.password).fill(`${user.password}-wrong`);
      await page.getByRole("button", { name: deScreens.login.submit, exact: true }).click();
    };
    // The real server refuses in English with the code `invalidCredentials`; the page says it in German.
    await login();
    await visible(page.getByRole("alert").filter({ hasText: deAnswers.invalidCredentials }));
    expect(await page.getByRole("alert").filter({ hasText: ANSWER_MESSAGES.invalidCredentials }).count()).toBe(0);

    // A code this page's catalogue does not know (a newer server's): its message as the server wrote it.
    await page.route(`**${apiPath(API_ROUTES.login)}`, (route) =>
      route.fulfill({
        status: 409,
        contentType: "application/json",
        body: JSON.stringify({ message: "Logins are closed for maintenance", code: "loginsClosedForMaintenance" }),
      }),
    );
    await login();
    await visible(page.getByRole("alert").filter({ hasText: "Logins are closed for maintenance" }));
    await context.close();
  });

  it("lays an Arabic page out right to left", async () => {
    const { page, context } = await openViewer(browser, server, { locale: "ar", phone: true });
    await page.goto("/login");
    await visible(page.getByRole("heading", { level: 1, name: arScreens.login.title }));
    expect(await pageLanguage(page)).toEqual({ lang: "ar", dir: "rtl" });
    // The heading's words start at the right of its line.
    const edges = await page.getByRole("heading", { level: 1 }).evaluate((heading) => {
      const words = document.createRange();
      words.selectNodeContents(heading);
      const text = words.getBoundingClientRect();
      const line = heading.getBoundingClientRect();
      return { atRight: line.right - text.right, atLeft: text.left - line.left };
    });
    expect(Math.abs(edges.atRight)).toBeLessThan(2);
    expect(edges.atLeft).toBeGreaterThan(20);
    await expectNoHorizontalScroll(page);
    await expectAccessible(page, "login in Arabic");
    await context.close();
  });
});
