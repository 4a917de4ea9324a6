// The app's i18n context (provider.tsx) is renewed when the page shows another language, and not
// when a namespace arrives: the screens already drawn keep their render, and what renders next
// reads the new messages from the same instance.
import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { languageContext } from "./provider.tsx";

function englishInstance() {
  const instance = setupI18n();
  instance.load("en", { "common.hello": "Hello" });
  instance.activate("en");
  return instance;
}

describe("the app's language context", () => {
  it("stays the same when a namespace arrives, and reads its messages live", () => {
    const instance = englishInstance();
    const language = languageContext(instance);
    const told: number[] = [];
    const unsubscribe = language.subscribe(() => told.push(1));
    const before = language.current();

    instance.load("en", { "polls.title": "Poll" });

    expect(told.length).toBeGreaterThan(0);
    expect(language.current()).toBe(before);
    expect(before._("polls.title")).toBe("Poll");
    unsubscribe();
  });

  it("is renewed when the instance shows another language, in that language", () => {
    const instance = englishInstance();
    const language = languageContext(instance);
    const before = language.current();

    instance.load("fr", { "common.hello": "Bonjour" });
    expect(language.current()).toBe(before);
    instance.activate("fr");

    const after = language.current();
    expect(after).not.toBe(before);
    expect(after._("common.hello")).toBe("Bonjour");
    expect(language.current()).toBe(after);
  });

  it("stops telling once unsubscribed", () => {
    const instance = englishInstance();
    const language = languageContext(instance);
    let told = 0;
    const unsubscribe = language.subscribe(() => told++);
    unsubscribe();
    instance.activate("fr");
    expect(told).toBe(0);
  });
});
