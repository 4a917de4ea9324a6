// Light and dark (docs/features/languages.md "Themes"): with the device set to dark, the main
// screens show dark from the first paint (the inline script of index.html, allowed by the
// Content-Security-Policy's hash, before any of the app's code) and pass axe in dark: the welcome
// page with its cookie banner and beta notice, pricing, login, a guest's and a member's event page,
// the host's dashboard with the Share dialog and its QR code, a toast, and the dashboard. The theme
// switch overrides the device, is remembered after a reload, and "System" follows the device live.
import { apiPath, MESSAGES, type Question, TIMINGS } from "@handraise/contract";
import * as questionRoutes from "@handraise/contract/routes/questions";
import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { type Cast, castSuite, qanda, toast } from "../questions/support/qanda.ts";
import { reportPage } from "../reports/support/report-stage.ts";
import { chromiumAvailable, expectAccessible, openViewer, passTime, type TestServer } from "../support/browser.ts";
import { deviceScheme, expectShows, luminance, shoot, shownTheme, themeSwitch } from "./support/themes.ts";

/** Shows the page on a dark device, as it opens after a reload, and checks it is dark. */
async function inDark(page: Page, name: string): Promise<void> {
  await deviceScheme(page, "dark");
  await page.reload();
  await qanda(page).ready();
  await expectShows(page, "dark");
  await shoot(page, name);
}

describe.skipIf(!chromiumAvailable)("Themes: dark", () => {
  let cast: Cast;
  let server: TestServer;
  let browser: Browser;

  castSuite((suite) => ({ cast, server, browser } = suite));
  beforeAll(async () => {
    for (const content of ["Will the slides be shared after the talk?", "What is the plan for the new offices?"]) {
      const answer = await cast.http.post<Question>(apiPath(questionRoutes.askQuestion, { eventId: cast.eventId }), {
        token: cast.memberUser.token,
        body: { content, memberId: cast.memberUser._id },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    }
  });

  it("a first visit on a dark device is dark before the app runs, with no CSP violation", async () => {
    const { context, page } = await openViewer(browser, server, { returning: false });
    const refused: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && /Content Security Policy|Refused to/i.test(message.text())) {
        refused.push(message.text());
      }
    });
    await deviceScheme(page, "dark");
    // Without the app's code the page is still dark: the inline script chose, the stylesheet drew.
    await page.route("**/assets/index-*.js", (route) => route.abort());
    await page.goto("/");
    expect(await shownTheme(page)).toBe("dark");
    expect(await luminance(page.locator("body"))).toBeLessThan(0.02);
    await page.unroute("**/assets/index-*.js");

    // With it: the welcome page, the beta notice over it, then the cookie banner.
    await page.goto("/");
    const notice = page.getByRole("dialog");
    await notice.waitFor();
    await expectShows(page, "dark");
    expect(await luminance(notice)).toBeLessThan(0.02);
    await shoot(page, "dark-welcome-beta-1280");
    await expectAccessible(page, "the beta notice in dark");
    await notice.getByRole("button", { name: "Got it" }).click();
    await notice.waitFor({ state: "hidden" });
    const banner = page
      .getByRole("region", { name: /cookie/i })
      .or(page.locator(".fixed.bottom-0"))
      .first();
    await banner.waitFor();
    expect(await luminance(banner)).toBeLessThan(0.02);
    await shoot(page, "dark-welcome-cookies-1280");
    await expectAccessible(page, "the welcome page and cookie banner in dark");
    expect(refused).toEqual([]);
    await context.close();
  });

  for (const phone of [false, true]) {
    const width = phone ? 360 : 1280;
    it(`the welcome page, pricing and login are dark and pass axe at ${width} px`, async () => {
      const { context, page } = await openViewer(browser, server, { phone });
      await deviceScheme(page, "dark");
      for (const [path, heading] of [
        ["/", "At an event? Join with its code"],
        ["/pricing", "Pricing"],
        ["/login", "Login"],
      ] as const) {
        await page.goto(path);
        await page.getByRole("main").getByRole("heading", { name: heading }).first().waitFor();
        await expectShows(page, "dark");
        await shoot(page, `dark${path.replace("/", "-") || "-"}${path === "/" ? "welcome" : ""}-${width}`);
        await expectAccessible(page, `${path} in dark at ${width} px`);
      }
      await context.close();
    });
  }

  it("a guest's and a member's event page are dark and pass axe, a toast too", async () => {
    await inDark(cast.guestViewer.page, "dark-audience-1280");
    await expectAccessible(cast.guestViewer.page, "the audience's event page in dark");

    const member = cast.member.page;
    await inDark(member, "dark-member-event-1280");
    await qanda(member).askQuestion("Is there a recording of the morning session?");
    await toast(member, MESSAGES.questionAdded);
    const shown = member.locator(".Toastify__toast").first();
    expect(await luminance(shown)).toBeLessThan(0.05);
    await shoot(member, "dark-member-toast-1280");
    await expectAccessible(member, "the member's event page with a toast in dark");
  });

  it("the host's dashboard, its Share dialog with the QR code, and the dashboard are dark and pass axe", async () => {
    const host = cast.host.page;
    await inDark(host, "dark-host-dashboard-1280");
    await expectAccessible(host, "the host's dashboard in dark");

    await host.getByRole("button", { name: "Share" }).first().click();
    const dialog = host.getByRole("dialog");
    await dialog.waitFor();
    expect(await luminance(dialog)).toBeLessThan(0.02);
    await dialog.getByRole("button", { name: "Show QR code" }).click();
    const qr = dialog.getByRole("img", { name: /^QR code for / });
    await qr.waitFor();
    // A QR code stays dark on light, with its light margin, in every theme.
    expect(await luminance(qr.locator(".."))).toBeGreaterThan(0.95);
    await shoot(host, "dark-share-dialog-1280");
    await expectAccessible(host, "the Share dialog in dark");
    await host.keyboard.press("Escape");

    await host.goto("/");
    await host.getByRole("region", { name: "Events You Host" }).waitFor();
    await expectShows(host, "dark");
    await shoot(host, "dark-dashboard-1280");
    await expectAccessible(host, "the dashboard in dark");
    await host.setViewportSize({ width: 360, height: 740 });
    await shoot(host, "dark-dashboard-360");
    await expectAccessible(host, "the dashboard in dark at 360 px");
    await host.setViewportSize({ width: 1280, height: 860 });

    // The report: its chart draws in the theme's colours (a canvas, which CSS does not reach).
    await host.goto(`/events/${cast.eventId}/report`);
    await reportPage(host).chart.waitFor();
    await expectShows(host, "dark");
    await shoot(host, "dark-report-1280");
    await expectAccessible(host, "the report in dark");
    // The questions' line, in the dark theme's indigo, not the light one's; again after a switch.
    const drawn = () =>
      reportPage(host).chart.evaluate((canvas: HTMLCanvasElement) => {
        const data = canvas.getContext("2d")?.getImageData(0, 0, canvas.width, canvas.height).data ?? [];
        const near = (r: number, g: number, b: number) => {
          for (let i = 0; i < data.length; i += 4) {
            const [red = 0, green = 0, blue = 0, alpha = 0] = [data[i], data[i + 1], data[i + 2], data[i + 3]];
            if (alpha > 200 && Math.abs(red - r) < 12 && Math.abs(green - g) < 12 && Math.abs(blue - b) < 12)
              return true;
          }
          return false;
        };
        return { dark: near(165, 180, 252), light: near(79, 70, 229) };
      });
    expect(await drawn()).toEqual({ dark: true, light: false });
    await themeSwitch(host).selectOption({ label: "Light" });
    await expect.poll(drawn).toEqual({ dark: false, light: true });
    await themeSwitch(host).selectOption({ label: "System" });
  });

  it("the switch overrides the device and is remembered; System follows the device live", async () => {
    const { context, page } = await openViewer(browser, server);
    await deviceScheme(page, "dark");
    await page.goto("/pricing");
    await expectShows(page, "dark");
    await expect.poll(() => themeSwitch(page).inputValue()).toBe("system");

    await themeSwitch(page).selectOption({ label: "Light" });
    await expectShows(page, "light");
    await page.reload();
    await expectShows(page, "light");
    expect(await themeSwitch(page).inputValue()).toBe("light");

    await deviceScheme(page, "light");
    await themeSwitch(page).selectOption({ label: "Dark" });
    await expectShows(page, "dark");
    await page.goto("/login");
    await expectShows(page, "dark");
    await expectAccessible(page, "/login chosen dark on a light device");

    // System: the device's, followed as it changes.
    await themeSwitch(page).selectOption({ label: "System" });
    await expectShows(page, "light");
    await deviceScheme(page, "dark");
    await expectShows(page, "dark");
    await page.reload();
    await expectShows(page, "dark");
    await context.close();
  });

  it("the account panel is dark and passes axe; a logout keeps the theme, which is the device's", async () => {
    const page = cast.member.page;
    await deviceScheme(page, "light");
    await page.goto("/");
    await themeSwitch(page).selectOption({ label: "Dark" });
    await expectShows(page, "dark");
    await page.getByRole("button", { name: "Open account menu" }).click();
    const panel = page.getByRole("dialog");
    await panel.getByRole("button", { name: "Logout" }).waitFor();
    expect(await luminance(panel)).toBeLessThan(0.02);
    expect(await panel.getByLabel("Theme", { exact: true }).inputValue()).toBe("dark");
    await shoot(page, "dark-account-panel-1280");
    await expectAccessible(page, "the account panel in dark");

    // The logout wipes what the browser keeps of the person (a marker shows it did), not the theme.
    await page.evaluate(() => localStorage.setItem("themes-test-marker", "1"));
    const reloaded = page.waitForEvent("load");
    await panel.getByRole("button", { name: "Logout" }).click();
    await passTime(page, TIMINGS.logoutReloadMs);
    await reloaded;
    expect(await page.evaluate(() => localStorage.getItem("themes-test-marker"))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem("handraise.theme"))).toBe("dark");
    await expectShows(page, "dark");
  });
});
