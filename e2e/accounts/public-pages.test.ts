// The pages anyone can open: contact form (required fields, the server's answer, the mail it
// sends), pricing with its plans and call to action, the legal pages, and the 404 page.
import { ANSWER_MESSAGES, API_ROUTES, apiPath } from "@handraise/contract";
import { buildUser, httpClient } from "@handraise/test-support";
import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chromiumAvailable, expectAccessible, openViewer, type TestServer } from "../support/browser.ts";
import { browserSuite } from "../support/suite.ts";
import { waitForMail } from "./support/outbox.ts";
import { expectNoHorizontalScroll, visible } from "./support/pages.ts";

describe.skipIf(!chromiumAvailable)("public pages", () => {
  let server: TestServer;
  let browser: Browser;
  browserSuite((suite) => ({ server, browser } = suite));

  it("sends a contact message, and requires every field first", async () => {
    const { page, context } = await openViewer(browser, server, { phone: true });
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact Us" }).click();
    await page.waitForURL("**/contactus");
    await visible(page.getByRole("heading", { name: "Contact Us" }));
    await expectAccessible(page, "contact");
    await expectNoHorizontalScroll(page);

    // Empty fields: the browser stops the form and nothing is sent.
    let contactCalls = 0;
    page.on("request", (request) => {
      if (request.url().endsWith(apiPath(API_ROUTES.sendContactMessage))) contactCalls += 1;
    });
    await page.getByRole("button", { name: "Send message" }).click();
    for (const label of ["Name", "Email", "Message"]) {
      expect(await page.getByLabel(label).evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    }
    expect(contactCalls).toBe(0);

    const note = `The Q&A worked well at our meetup ${Date.now()}`;
    await page.getByLabel("Name").fill("Hedy Lamarr");
    await page.getByLabel("Email").fill("hedy@example.test");
    await page.getByLabel("Message").fill(note);
    await page.getByRole("button", { name: "Send message" }).click();
    await visible(page.getByRole("status").filter({ hasText: ANSWER_MESSAGES.contactSent }));
    expect(await page.getByLabel("Message").inputValue()).toBe("");
    expect(contactCalls).toBe(1);
    const mail = await waitForMail(server.dataDir, note);
    expect(mail).toContain("hedy@example.test");
    await context.close();
  });

  it("shows the plans with their polls, what is coming soon, and a call to action that fits the visitor", async () => {
    const { page, context } = await openViewer(browser, server);
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Pricing" }).click();
    await page.waitForURL("**/pricing");
    await visible(page.getByRole("heading", { level: 1, name: "Pricing" }));
    const text = (await page.getByRole("main").textContent()) ?? "";
    for (const expected of [
      "Free",
      "£0/mo",
      "10 members per event",
      "5 questions per event",
      "Pro monthly",
      "£9.99/mo",
      "100 members per event",
      "50 questions per event",
      "Unlimited events",
      "Moderation tools",
      "Priority email support",
      "Pro yearly",
      "£90/yr",
      "Saves £30 a year",
      "Early access",
      "Up to 3 polls per event",
      "Up to 50 polls per event",
      "Live polls, word clouds, ratings, rankings, open answers and quizzes",
    ]) {
      expect(text).toContain(expected);
    }
    // Polls are here on every plan (issue 19); only the marketing signups are still to come.
    const soon = page.getByRole("listitem").filter({ hasText: "Audience marketing signups" });
    expect(await soon.textContent()).toContain("coming soon");
    const polls = page.getByRole("listitem").filter({ hasText: "Up to 3 polls per event" }).last();
    expect(await polls.textContent()).not.toContain("coming soon");
    await expectAccessible(page, "pricing");

    // Logged out, the call to action asks for a login, then leads on to the upgrade page.
    await page.getByRole("link", { name: "Log in to upgrade" }).click();
    await page.waitForURL("**/login");
    const user = await buildUser(httpClient(server.url));
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await page.waitForURL("**/billing-upgrade");

    // Logged in, it goes straight to the upgrade page.
    await page.goto("/pricing");
    const upgrade = page.getByRole("main").getByRole("link", { name: "Upgrade to Pro" });
    await visible(upgrade);
    expect(await upgrade.getAttribute("href")).toBe("/billing-upgrade");
    await context.close();

    const phone = await openViewer(browser, server, { phone: true });
    await phone.page.goto("/pricing");
    await visible(phone.page.getByRole("heading", { level: 1, name: "Pricing" }));
    await expectNoHorizontalScroll(phone.page);
    await phone.context.close();
  });

  it("opens the legal pages from the footer", async () => {
    const { page, context } = await openViewer(browser, server);
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const [link, heading, path] of [
      ["Privacy", "Privacy Policy", "/privacy"],
      ["T&C", "Terms and Conditions", "/terms"],
    ] as const) {
      await footer.getByRole("link", { name: link }).click();
      await page.waitForURL(`**${path}`);
      await visible(page.getByRole("heading", { level: 1, name: heading }));
      await expectAccessible(page, heading);
    }
    await page.goto("/cookies");
    await visible(page.getByRole("heading", { level: 1, name: "Cookie Policy" }));
    expect(await page.getByRole("main").textContent()).toContain("cookieConsent");
    await context.close();
  });

  it("shows '404 - Page Not Found' for an unknown address, with a way home", async () => {
    const { page, context } = await openViewer(browser, server, { phone: true });
    await page.goto("/no/such/page");
    await visible(page.getByRole("heading", { level: 1, name: "404 - Page Not Found" }));
    await expectAccessible(page, "404");
    await expectNoHorizontalScroll(page);
    await page.getByRole("link", { name: "Go to the home page" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await visible(page.getByRole("heading", { level: 1, name: /Welcome to Handraise/ }));
    await context.close();
  });
});
