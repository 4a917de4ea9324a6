// `/contactus`: name, email and message, all required (docs/product.md §5); the server's answer shows
// beneath the form. Signed-in users find their name and email filled in. The fields are checked
// by the contract's own schema, and their limits come from it. The message says which language the
// page spoke, so the confirmation mail is written in it.

import { contactBodySchema } from "@handraise/contract";
import { useForm } from "react-hook-form";
import { useAppSelector } from "../../app/hooks.ts";
import { Button } from "../../components/ui/button.tsx";
import { TextArea, TextField } from "../../components/ui/field.tsx";
import { FormStatus } from "../../components/ui/form-status.tsx";
import { PageCard } from "../../components/ui/page-card.tsx";
import { maxLengthOf } from "../../lib/field-limits.ts";
import { zodResolver } from "../../lib/form-resolver.ts";
import { currentLocale } from "../../lib/i18n/locale.ts";
import { useT } from "../../lib/i18n/translate.ts";
import { useSendContactMessageMutation } from "./api.ts";

const limits = contactBodySchema.shape;

export function ContactForm() {
  const t = useT();
  const userInfo = useAppSelector((s) => s.session.userInfo);
  // The answer lives with this form, so a message sent earlier does not greet the next visit.
  const [send, { data, error }] = useSendContactMessageMutation();
  const { register, handleSubmit, resetField, formState } = useForm({
    resolver: zodResolver(contactBodySchema),
    defaultValues: { name: userInfo?.displayName ?? "", email: userInfo?.email ?? "", message: "" },
  });
  const { errors } = formState;

  const submit = handleSubmit(async (body) => {
    const result = await send({ ...body, language: currentLocale() });
    if ("data" in result) resetField("message");
  });

  return (
    <PageCard title={t("screens.contact.title")} intro={t("screens.contact.intro")}>
      <form className="flex flex-col gap-4" onSubmit={submit}>
        <TextField
          label={t("screens.fields.name")}
          autoComplete="name"
          required
          maxLength={maxLengthOf(limits.name)}
          error={errors.name?.message}
          {...register("name")}
        />
        <TextField
          label={t("screens.fields.email")}
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register("email")}
        />
        <TextArea
          label={t("screens.fields.message")}
          required
          rows={6}
          maxLength={maxLengthOf(limits.message)}
          error={errors.message?.message}
          {...register("message")}
        />
        <Button type="submit" busy={formState.isSubmitting} className="w-full">
          {t("screens.contact.send")}
        </Button>
        <FormStatus error={error && "message" in error ? error.message : null} success={data?.message} />
      </form>
    </PageCard>
  );
}
