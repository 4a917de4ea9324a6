// The code field of the welcome page and of /join: type the code off the screen, Join, and the
// event opens. The code is tidied as typed (any case, spaces, dashes) and checked before the
// server is asked; the server's answer decides the rest: a 404 (no such code, or a private event
// this visitor may not read) says so in words, a 429 shows the server's own message.
// A plain form checked by the contract's schema, as react-hook-form would (the first sending
// checks, each change after it checks again, a refused sending puts the cursor in the field): the
// welcome page downloads no form library for one field, and the check's and the lookup's code
// load once the field is first used, not with the page.
import { JOIN_CODE_TYPED_MAX_LENGTH } from "@handraise/contract";
import { LogIn } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useAppDispatch, useAppSelector } from "../../app/hooks.ts";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { failureMessage, failureStatus } from "../../lib/api-failure.ts";
import { translate, useT } from "../../lib/i18n/translate.ts";
import { eventPathFor, isTypedJoinCode, typedJoinCode } from "../../lib/join-code.ts";

/**
 * The check of a typed code (typed-code.ts) and the lookup (api.ts), fetched the first time the
 * field is used or a code comes in the address: the welcome page's first screen needs neither zod
 * nor RTK Query (docs/PERFORMANCE.md "The welcome page without the data layer").
 */
const checkCode = () => import("./typed-code.ts");
const lookupCode = () => import("./api.ts");

function preload(): void {
  void checkCode().catch(() => undefined);
  void lookupCode().catch(() => undefined);
}

/** Why the typed code cannot be sent, or the code to look up. Its check not fetched (offline): nothing can be looked up. */
function checked(typed: string): Promise<{ code: string } | { error: string | undefined }> {
  return checkCode().then(
    ({ checkedCode }) => checkedCode(typed),
    () => ({ error: translate("messages.failedFindEventByCode") }),
  );
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
  const dispatch = useAppDispatch();
  const [loginHint, setLoginHint] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  /** Sent once: from then on every change is checked again. */
  const [sent, setSent] = useState(false);

  const lookUp = async (code: string, fromAddress: boolean) => {
    setLoginHint(null);
    setSubmitting(true);
    // Its code not fetched (offline): a failure that never reached the server.
    const result = await lookupCode()
      .then(({ findEventByCode }) => findEventByCode(dispatch, code))
      .catch(() => ({ data: undefined, error: undefined }))
      .finally(() => setSubmitting(false));
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
    const typed = await checked(field.current?.value ?? "");
    if (!("code" in typed)) {
      setError(typed.error);
      field.current?.focus();
      return;
    }
    setError(undefined);
    await lookUp(typed.code, false);
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
          maxLength={JOIN_CODE_TYPED_MAX_LENGTH}
          placeholder={t("events.joinCode.placeholder")}
          // Upper case as the screen shows it, whatever the phone's keyboard sends.
          style={{ textTransform: "uppercase", letterSpacing: "0.15em", fontFamily: "ui-monospace, monospace" }}
          ref={field}
          name="code"
          defaultValue={initialCode}
          onFocus={preload}
          onChange={(e) => {
            setLoginHint(null);
            if (!sent) {
              setError(undefined);
              return;
            }
            const value = e.target.value;
            void checked(value).then((typed) => {
              // A later change is checked on its own.
              if (field.current?.value === value) setError("error" in typed ? typed.error : undefined);
            });
          }}
        />
        {/* The form's submission, or the lookup a code in the address started. */}
        <Button type="submit" busy={submitting} className={compact ? "sm:mt-7" : "w-full"}>
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
