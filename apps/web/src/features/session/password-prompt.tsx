// Asks for the account's password again when the server wants it before a sensitive change (a new
// e-mail or password, deleting the account: docs/features/accounts.md "Re-authentication"). The server's
// words say why (or that the password was not right); the change is then sent again with it.
// The field is checked by the contract's own `currentPassword` rule.
import { updateMeBodySchema } from "@handraise/contract";
import { useForm } from "react-hook-form";
import * as z from "zod/mini";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { maxLengthOf } from "../../lib/field-limits.ts";
import { zodResolver } from "../../lib/form-resolver.ts";
import { useT } from "../../lib/i18n/translate.ts";

/** The password alone, required here: the contract's update body carries it when asked. */
const currentPasswordSchema = z.required(z.pick(updateMeBodySchema, { currentPassword: true }));
const currentPasswordMax = maxLengthOf(updateMeBodySchema.shape.currentPassword);

type Props = {
  /** The server's message while open; null when closed. */
  reason: string | null;
  confirmLabel: string;
  /** Sends the change again with the password; the prompt is busy until it settles. */
  onConfirm: (currentPassword: string) => Promise<void>;
  onCancel: () => void;
};

export function PasswordPrompt({ reason, confirmLabel, onConfirm, onCancel }: Props) {
  const t = useT();
  const { register, handleSubmit, reset, watch, formState } = useForm({
    resolver: zodResolver(currentPasswordSchema),
    defaultValues: { currentPassword: "" },
  });
  const open = reason !== null;
  const submit = handleSubmit(({ currentPassword }) => onConfirm(currentPassword));
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          reset();
          onCancel();
        }
      }}
      title={t("screens.passwordPrompt.title")}
      description={<p role="alert">{reason}</p>}
    >
      <form className="flex flex-col gap-4" onSubmit={submit}>
        <TextField
          label={t("screens.fields.currentPassword")}
          type="password"
          autoComplete="current-password"
          required
          maxLength={currentPasswordMax}
          autoFocus
          error={formState.errors.currentPassword?.message}
          {...register("currentPassword")}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" busy={formState.isSubmitting} disabled={!watch("currentPassword")}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
