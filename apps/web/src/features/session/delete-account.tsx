// Account deletion behind a confirmation ('This cannot be undone', docs/product.md §5); on success the
// session is cleared, a toast says so and the user lands on /login.
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { ConfirmDialog } from "../../components/ui/dialog.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { notify } from "../../components/ui/toast.ts";
import { failureMessage, needsPasswordAgain } from "../../lib/api.ts";
import { useT } from "../../lib/i18n/translate.ts";
import { useDeleteMeMutation } from "./api.ts";

export function DeleteAccount() {
  const t = useT();
  const [deleteMe, deletion] = useDeleteMeMutation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // The server's reason (e.g. the subscription could not be cancelled) tells the user a retry is safe.
  const [reason, setReason] = useState<string | null>(null);
  // The server asked for the password (a session that signed in long ago): the dialog asks for it.
  const [askPassword, setAskPassword] = useState(false);
  const [password, setPassword] = useState("");

  async function confirm() {
    if (askPassword && !password) return;
    setReason(null);
    const result = await deleteMe(askPassword ? { currentPassword: password } : undefined);
    if (result.data) {
      setOpen(false);
      notify.success(t("messages.accountDeleted"));
      navigate("/login", { replace: true });
    } else if (needsPasswordAgain(result.error)) {
      setAskPassword(true);
      setPassword("");
      setReason(failureMessage(result.error, t("messages.reauthRequired")));
    } else {
      notify.error(t("messages.failedDeleteAccount"));
      setReason(failureMessage(result.error, t("messages.deleteFailed")));
    }
  }

  return (
    <Card className="p-6 ring-red-200!">
      <h2 className="text-lg font-semibold">{t("screens.deleteAccount.title")}</h2>
      <p className="mt-2 text-slate-700">{t("screens.deleteAccount.explained")}</p>
      <Button variant="danger" className="mt-4" onClick={() => setOpen(true)}>
        {t("screens.deleteAccount.title")}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) {
            setReason(null);
            setPassword("");
          }
        }}
        title={t("screens.deleteAccount.confirmTitle")}
        message={
          <>
            <p>{t("screens.deleteAccount.confirmText")}</p>
            {reason ? (
              <p role="alert" className="mt-2 text-red-700">
                {reason}
              </p>
            ) : null}
            {askPassword ? (
              <TextField
                className="mt-3"
                label={t("screens.fields.currentPassword")}
                type="password"
                autoComplete="current-password"
                autoFocus
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === "Enter") void confirm();
                }}
              />
            ) : null}
          </>
        }
        confirmLabel={t("screens.deleteAccount.confirm")}
        onConfirm={confirm}
        busy={deletion.isLoading}
      />
    </Card>
  );
}
