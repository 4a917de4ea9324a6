// A first-time visitor: the beta notice opens by itself, the cookie banner asks for consent,
// and the welcome page offers Login and Sign Up, on a desktop and on a 360 px phone.
import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chromiumAvailable, expectAccessible, openViewer, passTime, type TestServer } from "../support/browser.ts";
import { browserSuite } from "../support/suite.ts";
import { expectNoHorizontalScroll, visible } from "./support/pages.ts";

const COOKIE_TEXT =
  "We use cookies to enhance your user experience. By using our website, you agree to our use of cookies.";

describe.skipIf(!chromiumAvailable)("first visit", () => {
  let server: TestServer;
  let browser: Browser;
  browserSuite((suite) => ({ server, browser } = suite));

  it("shows the beta notice once, reopens it from BETA MODE, and closes it with Escape", async () => {
    const { page, context } = await openViewer(browser, server, { returning: false });
    await page.goto("/");
    const beta = page.getByRole("dialog", { name: "Beta Mode" });
    await visible(beta);
    const text = await beta.textContent();
    expect(text).toContain("beta");
    expect(text).toContain("wiped before launch");
    expect(text).toContain("Payments are not accepted");
    expect(text).toContain("Contact Us");
    await expectAccessible(page, "beta notice");

    await beta.getByRole("button", { name: "Got it" }).click();
    await beta.waitFor({ state: "hidden" });
    expect(await page.evaluate(() => localStorage.getItem("isBetaModalShown"))).toBe("true");

    // Shown once: a reload does not bring it back.
    await page.reload();
    await visible(page.getByRole("heading", { level: 1 }));
    expect(await beta.count()).toBe(0);

    // The BETA MODE label reopens it; Escape closes it and gives focus back to the label.
    await page.getByRole("button", { name: "BETA MODE" }).click();
    await visible(beta);
    await page.keyboard.press("Escape");
    await beta.waitFor({ state: "hidden" });
    // The notice gives focus back from a zero-delay timer, on the page's clock.
    await expect
      .poll(async () => {
        await passTime(page, 1);
        return page.evaluate(() => document.activeElement?.textContent);
      })
      .toBe("BETA MODE");
    await context.close();
  });

  it("asks for cookie consent until accepted, and remembers it in a one-year cookie", async () => {
    const { page, context } = await openViewer(browser, server, { returning: false });
    await page.goto("/");
    await page.getByRole("dialog", { name: "Beta Mode" }).getByRole("button", { name: "Got it" }).click();

    const banner = page.getByRole("region", { name: "Cookie notice" });
    await visible(banner);
    expect(await banner.textContent()).toContain(COOKIE_TEXT);
    await expectAccessible(page, "welcome with cookie banner");

    // 'Learn more.' leads to the cookie policy; the banner stays until accepted.
    await banner.getByRole("link", { name: "Learn more." }).click();
    await page.waitForURL("**/cookies");
    await visible(page.getByRole("heading", { name: "Cookie Policy" }));
    await expectAccessible(page, "cookie policy");
    await banner.getByRole("button", { name: "Accept" }).click();
    await banner.waitFor({ state: "hidden" });

    const consent = (await context.cookies()).find((c) => c.name === "cookieConsent");
    expect(consent?.value).toBe("true");
    expect(consent?.path).toBe("/");
    const days = ((consent?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(366);

    await page.goto("/");
    await visible(page.getByRole("link", { name: "Sign Up" }));
    expect(await banner.count()).toBe(0);
    await context.close();
  });

  it("welcomes a logged-out visitor with Login and Sign Up, the top bar and the footer", async () => {
    const { page, context } = await openViewer(browser, server);
    await page.goto("/");
    await visible(page.getByRole("heading", { level: 1, name: /Welcome to Handraise/ }));
    const main = page.getByRole("main");
    await visible(main.getByRole("link", { name: "Sign Up" }));
    await visible(main.getByRole("link", { name: "Login" }));

    const topBar = page.getByRole("banner");
    await visible(topBar.getByRole("link", { name: "Handraise" }));
    await visible(topBar.getByRole("link", { name: "Pricing" }));
    await visible(topBar.getByRole("link", { name: "Login" }));
    expect(await topBar.getByRole("button", { name: "Open account menu" }).count()).toBe(0);

    const footer = page.getByRole("contentinfo");
    for (const name of ["Privacy", "T&C", "Contact Us"]) await visible(footer.getByRole("link", { name }));
    expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()} Handraise`);
    await expectAccessible(page, "welcome");

    await main.getByRole("link", { name: "Sign Up" }).click();
    await page.waitForURL("**/signup");
    await visible(page.getByRole("heading", { name: "Sign Up" }));
    await context.close();
  });

  it("keeps the top bar's and the cookie banner's heights free, set on the root and the spacer only", async () => {
    const { page, context } = await openViewer(browser, server, { returning: false, phone: true });
    await page.goto("/");
    await visible(page.getByRole("dialog", { name: "Beta Mode" }));
    await page.keyboard.press("Escape");
    const banner = page.getByRole("region", { name: "Cookie notice" });
    await visible(banner);
    const read = () =>
      page.evaluate(() => {
        const root = getComputedStyle(document.documentElement);
        const banner = document.querySelector<HTMLElement>('section[aria-label="Cookie notice"]');
        const spacer = banner?.previousElementSibling as HTMLElement | null;
        return {
          bar: document.querySelector("header")?.offsetHeight ?? 0,
          banner: banner?.offsetHeight ?? 0,
          spacer: spacer?.offsetHeight ?? 0,
          paddingTop: root.scrollPaddingTop,
          paddingBottom: root.scrollPaddingBottom,
          // Any element of the page: the heights are not passed down to it.
          inherited: [
            getComputedStyle(document.body),
            getComputedStyle(document.querySelector("main") ?? document.body),
          ]
            .map(
              (style) => style.getPropertyValue("--top-bar-height") + style.getPropertyValue("--cookie-banner-height"),
            )
            .join(""),
        };
      });
    await expect.poll(async () => (await read()).spacer).toBe((await read()).banner);
    const heights = await read();
    expect(heights.bar).toBeGreaterThanOrEqual(44);
    expect(heights.paddingTop).toBe(`${heights.bar + 12}px`);
    expect(heights.paddingBottom).toBe(`${heights.banner}px`);
    // Were they inherited, setting them would restyle every element of the page at once.
    expect(heights.inherited).toBe("");
    await context.close();
  });

  it("fits a 360 px phone: welcome, beta notice and cookie banner", async () => {
    const { page, context } = await openViewer(browser, server, { returning: false, phone: true });
    await page.goto("/");
    await visible(page.getByRole("dialog", { name: "Beta Mode" }));
    await expectNoHorizontalScroll(page);
    await page.keyboard.press("Escape");
    await visible(page.getByRole("region", { name: "Cookie notice" }));
    await expectNoHorizontalScroll(page);
    await expectAccessible(page, "welcome on a phone");
    // Every control of the top bar is a comfortable touch target.
    const sizes = await page
      .getByRole("banner")
      .locator("a, button")
      .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().height)));
    for (const height of sizes) expect(height).toBeGreaterThanOrEqual(44);
    await context.close();
  });
});
