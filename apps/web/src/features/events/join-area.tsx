// The join area of an event page (docs/product.md §2, §5, §6): a signed-in non-member joins with one
// button; a visitor without an account joins as a guest if the event allows it, or logs in
// and comes back joined (autojoin=true).
import { GUEST_NAME_MIN, guestJoinBodySchema, type HandraiseEvent, type MemberType } from "@handraise/contract";
import { CheckCircle2, UserPlus } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { useAppSelector } from "../../app/hooks.ts";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { notify } from "../../components/ui/toast.ts";
import { failureMessage, failureStatus } from "../../lib/api.ts";
import { maxLengthOf } from "../../lib/field-limits.ts";
import { Message } from "../../lib/i18n/message.tsx";
import { useT } from "../../lib/i18n/translate.ts";
import { useGuestJoinEventMutation, useJoinEventMutation } from "./membership-api.ts";

export function JoinArea({ event, memberType }: { event: HandraiseEvent; memberType: MemberType }) {
  const loggedIn = useAppSelector((s) => Boolean(s.session.token));
  const t = useT();
  if (memberType === "host" || memberType === "account_member") return null;
  if (memberType === "guest_member") {
    return (
      <p role="status" className="flex items-center gap-2 text-green-800">
        <CheckCircle2 className="size-5" aria-hidden="true" />
        {t("messages.alreadyJoined")}
      </p>
    );
  }
  if (loggedIn) return <AccountJoin eventId={event._id} />;
  return (
    <Card className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">{t("events.join.title")}</h2>
      {event.allowGuestMembers ? <GuestJoinForm eventId={event._id} /> : null}
      <AccountLinks eventId={event._id} />
    </Card>
  );
}

function AccountJoin({ eventId }: { eventId: string }) {
  const [joinEvent, joining] = useJoinEventMutation();
  const [reason, setReason] = useState<string | null>(null);
  const t = useT();

  async function join() {
    setReason(null);
    const result = await joinEvent(eventId);
    if (result.error) {
      notify.error(t(failureStatus(result.error) > 0 ? "messages.joinFailed" : "messages.errorJoiningEvent"));
      if ("message" in result.error && result.error.message) setReason(result.error.message);
    }
  }

  return (
    <div className="flex flex-col items-start gap-2">
      <Button onClick={() => void join()} busy={joining.isLoading} className="w-full sm:w-auto">
        <UserPlus className="size-4" aria-hidden="true" />
        {t("events.join.joinEvent")}
      </Button>
      {reason ? (
        <p role="alert" className="text-red-700">
          {reason}
        </p>
      ) : null}
    </div>
  );
}

/** The guest's name as the contract checks it (trimmed, 3 to 80 characters). */
const guestNameSchema = guestJoinBodySchema.shape.guestName;

/**
 * Guest join: a name of at least 3 characters and the terms, else the button stays disabled.
 * On the audience's page, so a plain form checked by the contract's schema: no form library to
 * download for two fields.
 */
function GuestJoinForm({ eventId }: { eventId: string }) {
  const [guestJoinEvent, joining] = useGuestJoinEventMutation();
  const savedName = useAppSelector((s) => s.events.guestInfo?.guestName ?? "");
  const [name, setName] = useState(savedName);
  const [accepted, setAccepted] = useState(false);
  const [reason, setReason] = useState<string | null>(null);
  const termsId = useId();
  const t = useT();
  const checked = guestNameSchema.safeParse(name);
  const ready = checked.success && accepted;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!checked.success || !accepted) return;
    setReason(null);
    const result = await guestJoinEvent({ eventId, guestName: checked.data });
    if (!result.error) return;
    // Logged as docs/product.md §8 says, and said on screen too: a guest must know the join failed and
    // why ('This event is full'), or the fallback when the server was not reached.
    const message = failureMessage(result.error, t("messages.failedGuestJoinEvent"));
    console.error("Guest join failed", message);
    setReason(message);
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" aria-label={t("events.join.guestForm")}>
      <TextField
        label={t("events.join.yourName")}
        autoComplete="nickname"
        minLength={GUEST_NAME_MIN}
        maxLength={maxLengthOf(guestNameSchema)}
        value={name}
        onChange={(e) => setName(e.target.value)}
        hint={t("messages.guestNameHint", { min: GUEST_NAME_MIN })}
      />
      <div className="flex min-h-11 items-center gap-3">
        <input
          id={termsId}
          type="checkbox"
          className="size-5 shrink-0 accent-accent-600"
          checked={accepted}
          onChange={(e) => setAccepted(e.target.checked)}
        />
        <label htmlFor={termsId}>
          <Message
            id="events.join.acceptTerms"
            components={{ 0: <Link to="/terms" className="text-accent-700 underline" target="_blank" /> }}
          />
        </label>
      </div>
      <Button type="submit" disabled={!ready} busy={joining.isLoading} className="w-full sm:w-auto sm:self-start">
        {t("events.join.joinAsGuest")}
      </Button>
      {reason ? (
        <p role="alert" className="text-red-700">
          {reason}
        </p>
      ) : null}
    </form>
  );
}

/** Login and signup come back to the event page with autojoin=true, which joins at once. */
function AccountLinks({ eventId }: { eventId: string }) {
  const from = `/events/${eventId}?autojoin=true`;
  const t = useT();
  return (
    <div className="flex flex-col gap-2 border-t border-slate-200 pt-3">
      <p className="text-slate-700">{t("events.join.haveAccount")}</p>
      <div className="flex flex-wrap gap-2">
        <Link to="/login" state={{ from }} className={buttonClass("secondary")}>
          {t("events.join.logIn")}
        </Link>
        <Link to="/signup" state={{ from }} className={buttonClass("secondary")}>
          {t("events.join.signUp")}
        </Link>
      </div>
    </div>
  );
}
