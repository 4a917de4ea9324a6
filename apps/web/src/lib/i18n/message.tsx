// A message with parts that are elements: `<Message id="public-pages.pricing.signUp"
// components={{ 0: <Link to="/signup" /> }} />` for "…<0>sign up</0>…", so a link or an emphasis
// stays inside the sentence wherever each language puts it.
import type { MessageKey } from "@handraise/contract";
import { Trans } from "@lingui/react";
import type { ReactElement } from "react";
import type { MessageValues } from "./translate.ts";

export function Message({
  id,
  values,
  components,
}: {
  id: MessageKey;
  values?: MessageValues;
  components?: Record<string, ReactElement>;
}) {
  return <Trans id={id} values={values} components={components} />;
}
