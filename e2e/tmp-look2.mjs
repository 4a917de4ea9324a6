import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
for (const [path, locale, name] of [["/pricing", "ar", "pricing-ar"], ["/", "ar", "welcome-ar"], ["/no/such", "ar", "404-ar"], ["/cookies", "ar", "cookies-ar"], ["/pricing", "fr-FR", "pricing-fr"]]) {
  const context = await browser.newContext({ locale, viewport: { width: 360, height: 800 } });
  await context.addCookies([{ name: "cookieConsent", value: "true", domain: "localhost", path: "/" }]);
  await context.addInitScript(() => localStorage.setItem("isBetaModalShown", "true"));
  const page = await context.newPage();
  page.on("pageerror", (e) => console.log("pageerror:", e.message));
  await page.goto(`http://localhost:3917${path}`);
  await page.locator("main h1").waitFor();
  await page.waitForTimeout(500);
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  console.log(name, "overflow", wide);
  await page.screenshot({ path: `/tmp/pub/${name}.png`, fullPage: true });
  await context.close();
}
await browser.close();
