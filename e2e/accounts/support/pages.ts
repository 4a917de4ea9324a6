// Page objects of the account screens: each step reads as what a visitor does.
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

export type Credentials = { email: string; password: string };

let counter = 0;
/** A fresh visitor's details, unique per run. */
export function newPerson(name = "Ada Lovelace") {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return { displayName: name, email: `ada-${tag}@example.test`, password: `analytical-${tag}` };
}

/** Waits until the element shows, and fails the test if it never does. */
export async function visible(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: "visible" });
  expect(await locator.first().isVisible()).toBe(true);
}

export async function signUp(page: Page, person: ReturnType<typeof newPerson> & { companyName?: string }) {
  await page.getByLabel("Display name").fill(person.displayName);
  await page.getByLabel("Email").fill(person.email);
  await page.getByLabel("Password", { exact: true }).fill(person.password);
  if (person.companyName) await page.getByLabel("Company name (optional)").fill(person.companyName);
  await page.getByRole("button", { name: "Sign Up" }).click();
}

export async function logIn(page: Page, credentials: Credentials) {
  await page.getByLabel("Email").fill(credentials.email);
  await page.getByLabel("Password").fill(credentials.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

export function dashboardHeading(page: Page) {
  return page.getByRole("heading", { name: "Events You Host" });
}

export function accountPanel(page: Page) {
  return page.getByRole("dialog");
}

export async function openAccountPanel(page: Page) {
  await page.getByRole("button", { name: "Open account menu" }).click();
  await accountPanel(page).waitFor({ state: "visible" });
}

/** No horizontal scrolling: the page fits the 360 px phone. */
export async function expectNoHorizontalScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
}
