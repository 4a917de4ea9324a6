// Asks for the account's password again when the server wants it before a sensitive change (a new
// e-mail or password, deleting the account: docs/accounts.md "Re-authentication"). The server's
// words say why (or that the password was not right); the change is then sent again with it.
import { PASSWORD_MAX } from "@handraise/contract";
import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { TextField } from "../../components/ui/field.tsx";

type Props = {
  /** The server's message while open; null when closed. */
  reason: string | null;
  busy: boolean;
  confirmLabel: string;
  onConfirm: (currentPassword: string) => void;
  onCancel: () => void;
};

export function PasswordPrompt({ reason, busy, confirmLabel, onConfirm, onCancel }: Props) {
  const [password, setPassword] = useState("");
  const open = reason !== null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password) onConfirm(password);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setPassword("");
          onCancel();
        }
      }}
      title="Confirm it is you"
      description={<p role="alert">{reason}</p>}
    >
      <form className="flex flex-col gap-4" onSubmit={submit}>
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={PASSWORD_MAX}
          autoFocus
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" busy={busy} disabled={!password}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
