// The code field of the welcome page and of /join: type the code off the screen, Join, and the
// event opens. The code is tidied as typed (any case, spaces, dashes) and checked before the
// server is asked; the server's answer decides the rest: a 404 (no such code, or a private event
// this visitor may not read) says so in words, a 429 shows the server's own message.
// A plain form checked by the contract's schema, as react-hook-form would (the first sending
// checks, each change after it checks again, a refused sending puts the cursor in the field): the
// welcome page downloads no form library for one field.
import { joinCodeParamsSchema, textSchema } from "@handraise/contract";
import { LogIn } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import * as z from "zod/mini";
import { useAppSelector } from "../../app/hooks.ts";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { failureMessage, failureStatus } from "../../lib/api.ts";
import { maxLengthOf } from "../../lib/field-limits.ts";
import { translate, useT } from "../../lib/i18n/translate.ts";
import { eventPathFor, isTypedJoinCode, typedJoinCode } from "../../lib/join-code.ts";
import { useLazyEventByCodeQuery } from "./api.ts";

/**
 * The field as typed: a code once tidied, then the code the contract's lookup takes. Anything
 * else is one message, whatever is wrong with it.
 */
const typedCodeSchema = z.extend(joinCodeParamsSchema, {
  code: z.pipe(
    z.pipe(
      textSchema.check(z.refine(isTypedJoinCode, { error: () => translate("messages.joinCodeMalformed") })),
      z.transform(typedJoinCode),
    ),
    joinCodeParamsSchema.shape.code,
  ),
});

/** Why the typed code cannot be sent (the schema's first word on it), or the code to look up. */
function checked(typed: string): { code: string } | { error: string | undefined } {
  const result = typedCodeSchema.safeParse({ code: typed });
  if (result.success) return { code: result.data.code };
  return { error: result.error.issues.find((issue) => issue.path[0] === "code")?.message };
}

type Props = {
  /** A code from the address (/join/:code): filled in and looked up at once. */
  initialCode?: string;
  /** The welcome page's smaller form: field and button on one line from `sm` up. */
  compact?: boolean;
};

export function JoinCodeForm({ initialCode = "", compact = false }: Props) {
  const navigate = useNavigate();
  const t = useT();
  const loggedIn = useAppSelector((s) => Boolean(s.session.token));
  const [findEvent, lookup] = useLazyEventByCodeQuery();
  const [loginHint, setLoginHint] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  /** Sent once: from then on every change is checked again. */
  const [sent, setSent] = useState(false);

  const lookUp = async (code: string, fromAddress: boolean) => {
    setLoginHint(null);
    const result = await findEvent(code);
    if (result.data) {
      // From /join/:code the lookup page leaves the history, so Back does not look it up again.
      navigate(eventPathFor(result.data), { replace: fromAddress });
      return;
    }
    const status = failureStatus(result.error);
    if (status === 404) {
      setError(t(loggedIn ? "messages.joinCodeNotFound" : "messages.joinCodeNotFoundVisitor"));
      if (!loggedIn) setLoginHint(`/join/${code}`);
    } else {
      // 429 and everything else: the server's message (or the fallback when it was not reached).
      setError(failureMessage(result.error, t("messages.failedFindEventByCode")));
    }
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setSent(true);
    const typed = checked(field.current?.value ?? "");
    if (!("code" in typed)) {
      setError(typed.error);
      field.current?.focus();
      return;
    }
    setError(undefined);
    setSubmitting(true);
    try {
      await lookUp(typed.code, false);
    } finally {
      setSubmitting(false);
    }
  };

  // A code in the address goes at once (a QR code on the presenter view leads here).
  const started = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the code the page opened with
  useEffect(() => {
    if (started.current || !initialCode) return;
    started.current = true;
    if (isTypedJoinCode(initialCode)) void lookUp(typedJoinCode(initialCode), true);
    else setError(t("messages.joinCodeMalformed"));
  }, []);

  return (
    <form noValidate onSubmit={submit} className="flex w-full flex-col gap-3">
      <div className={`flex flex-col gap-3 ${compact ? "sm:flex-row sm:items-start" : ""}`}>
        <TextField
          label={t("events.joinCode.label")}
          hint={compact ? undefined : t("public-pages.join.codeHint")}
          error={error}
          className={compact ? "sm:w-64" : ""}
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="go"
          maxLength={maxLengthOf(joinCodeParamsSchema.shape.code)}
          placeholder={t("events.joinCode.placeholder")}
          // Upper case as the screen shows it, whatever the phone's keyboard sends.
          style={{ textTransform: "uppercase", letterSpacing: "0.15em", fontFamily: "ui-monospace, monospace" }}
          ref={field}
          name="code"
          defaultValue={initialCode}
          onChange={(e) => {
            setLoginHint(null);
            const typed = sent ? checked(e.target.value) : undefined;
            setError(typed && "error" in typed ? typed.error : undefined);
          }}
        />
        {/* The form's submission, or the lookup a code in the address started. */}
        <Button type="submit" busy={submitting || lookup.isFetching} className={compact ? "sm:mt-7" : "w-full"}>
          {t("events.joinCode.submit")}
        </Button>
      </div>
      {loginHint ? (
        <p>
          <Link className="link-ui inline-flex items-center gap-1" to="/login" state={{ from: loginHint }}>
            <LogIn aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {t("events.joinCode.logInAndRetry")}
          </Link>
        </p>
      ) : null}
    </form>
  );
}
