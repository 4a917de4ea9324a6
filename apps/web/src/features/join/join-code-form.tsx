// The code field of the welcome page and of /join: type the code off the screen, Join, and the
// event opens. The code is tidied as typed (any case, spaces, dashes) and checked before the
// server is asked; the server's answer decides the rest: a 404 (no such code, or a private event
// this visitor may not read) says so in words, a 429 shows the server's own message.
import { joinCodeParamsSchema, textSchema } from "@handraise/contract";
import { zodResolver } from "@hookform/resolvers/zod";
import { LogIn } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { useAppSelector } from "../../app/hooks.ts";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { failureMessage, failureStatus } from "../../lib/api.ts";
import { translate, useT } from "../../lib/i18n/translate.ts";
import { eventPathFor, isTypedJoinCode, typedJoinCode } from "../../lib/join-code.ts";
import { useLazyEventByCodeQuery } from "./api.ts";

/**
 * The field as typed: a code once tidied, then the code the contract's lookup takes. Anything
 * else is one message, whatever is wrong with it.
 */
const typedCodeSchema = joinCodeParamsSchema.extend({
  code: textSchema
    .refine(isTypedJoinCode, { error: () => translate("messages.joinCodeMalformed") })
    .transform(typedJoinCode)
    .pipe(joinCodeParamsSchema.shape.code),
});

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
  const { register, handleSubmit, formState, setError, clearErrors } = useForm({
    resolver: zodResolver(typedCodeSchema),
    defaultValues: { code: initialCode },
  });

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
      setError("code", { message: t(loggedIn ? "messages.joinCodeNotFound" : "messages.joinCodeNotFoundVisitor") });
      if (!loggedIn) setLoginHint(`/join/${code}`);
    } else {
      // 429 and everything else: the server's message (or the fallback when it was not reached).
      setError("code", { message: failureMessage(result.error, t("messages.failedFindEventByCode")) });
    }
  };

  const submit = handleSubmit(({ code }) => lookUp(code, false));

  // A code in the address goes at once (a QR code on the presenter view leads here).
  const started = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the code the page opened with
  useEffect(() => {
    if (started.current || !initialCode) return;
    started.current = true;
    if (isTypedJoinCode(initialCode)) void lookUp(typedJoinCode(initialCode), true);
    else setError("code", { message: t("messages.joinCodeMalformed") });
  }, []);

  return (
    <form noValidate onSubmit={submit} className="flex w-full flex-col gap-3">
      <div className={`flex flex-col gap-3 ${compact ? "sm:flex-row sm:items-start" : ""}`}>
        <TextField
          label={t("events.joinCode.label")}
          hint={compact ? undefined : t("public-pages.join.codeHint")}
          error={formState.errors.code?.message}
          className={compact ? "sm:w-64" : ""}
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="go"
          maxLength={joinCodeParamsSchema.shape.code.maxLength ?? undefined}
          placeholder={t("events.joinCode.placeholder")}
          // Upper case as the screen shows it, whatever the phone's keyboard sends.
          style={{ textTransform: "uppercase", letterSpacing: "0.15em", fontFamily: "ui-monospace, monospace" }}
          {...register("code", {
            onChange: () => {
              clearErrors("code");
              setLoginHint(null);
            },
          })}
        />
        {/* The form's submission, or the lookup a code in the address started. */}
        <Button
          type="submit"
          busy={formState.isSubmitting || lookup.isFetching}
          className={compact ? "sm:mt-7" : "w-full"}
        >
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
