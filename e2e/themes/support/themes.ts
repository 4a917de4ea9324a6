// What the theme tests share: the device's light or dark (Chromium's prefers-color-scheme), the
// theme a page shows and how light its surfaces are, the two switches, and screenshots to look at.
import { mkdirSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { withTimersFiring } from "../../support/clock.ts";

/** Where the theme tests keep their screenshots to be looked at. */
export const SHOTS = process.env.THEMES_SHOTS ?? "/tmp/themes-shots";

/** The device's colour scheme, as the operating system's setting would give it; the page follows live. */
export async function deviceScheme(page: Page, scheme: "light" | "dark"): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
}

/** The theme <html> shows: "light", "dark" or "contrast". */
export function shownTheme(page: Page): Promise<string | undefined> {
  return page.evaluate(() => document.documentElement.dataset.theme);
}

/**
 * The relative luminance (0 black … 1 white, WCAG's) of an element's computed background colour,
 * or of its text colour, measured by painting it: any CSS colour syntax the page uses works.
 */
export function luminance(target: Locator, of: "background" | "text" = "background"): Promise<number> {
  return target.first().evaluate((element, property) => {
    const style = getComputedStyle(element);
    const canvas = document.createElement("canvas");
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no canvas");
    context.fillStyle = property === "background" ? style.backgroundColor : style.color;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
    const linear = (value: number) => {
      const v = value / 255;
      return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  }, of);
}

/** The page shows this theme: the attribute, and a page background and text that match it. */
export async function expectShows(page: Page, theme: "light" | "dark" | "contrast", surface = "body"): Promise<void> {
  await expect.poll(() => shownTheme(page)).toBe(theme);
  const background = await luminance(page.locator(surface));
  const text = await luminance(page.locator(surface), "text");
  if (theme === "light") {
    expect(background, `${surface}'s background in light`).toBeGreaterThan(0.85);
    expect(text, `${surface}'s text in light`).toBeLessThan(0.05);
  } else {
    expect(background, `${surface}'s background in ${theme}`).toBeLessThan(theme === "contrast" ? 0.001 : 0.02);
    expect(text, `${surface}'s text in ${theme}`).toBeGreaterThan(theme === "contrast" ? 0.99 : 0.75);
  }
}

/** The footer's theme switch (System, Light, Dark). */
export function themeSwitch(page: Page): Locator {
  return page.locator("footer").getByLabel("Theme", { exact: true });
}

/** The presenter view's own switch (Dark, Light, High contrast). */
export function screenThemeSwitch(page: Page): Locator {
  return page.getByLabel("Screen theme", { exact: true });
}

export async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** No text below 7:1 against its background (axe's AAA contrast rule), for the high-contrast theme. */
export async function expectEnhancedContrast(page: Page, label: string): Promise<void> {
  const results = await withTimersFiring(
    page,
    new AxeBuilder({ page }).withRules(["color-contrast-enhanced"]).analyze(),
  );
  const failing = results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${node.target.join(" ")}: ${node.any[0]?.message ?? violation.help}`),
  );
  expect(failing, `7:1 contrast of ${label}`).toEqual([]);
}
