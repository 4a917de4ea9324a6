// `/contactus`: name, email and message, all required (SPEC.md §5); the server's answer shows
// beneath the form. Signed-in users find their name and email filled in.
import { type FormEvent, useEffect, useState } from "react";
import { useAppDispatch, useAppSelector } from "../../app/hooks.ts";
import { Button } from "../../components/ui/button.tsx";
import { TextArea, TextField } from "../../components/ui/field.tsx";
import { FormStatus } from "../../components/ui/form-status.tsx";
import { PageCard } from "../../components/ui/page-card.tsx";
import { contactReset, sendContactMessage } from "./contact-slice.ts";

export function ContactForm() {
  const dispatch = useAppDispatch();
  const userInfo = useAppSelector((s) => s.session.userInfo);
  const { loading, successMessage, error } = useAppSelector((s) => s.contact);
  const [fields, setFields] = useState({
    name: userInfo?.displayName ?? "",
    email: userInfo?.email ?? "",
    message: "",
  });

  // A message sent earlier should not greet the next visit to the page.
  useEffect(() => {
    dispatch(contactReset());
  }, [dispatch]);

  const set = (name: keyof typeof fields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [name]: e.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await dispatch(
      sendContactMessage({ name: fields.name.trim(), email: fields.email.trim(), message: fields.message.trim() }),
    );
    if (sendContactMessage.fulfilled.match(result)) setFields((f) => ({ ...f, message: "" }));
  }

  return (
    <PageCard
      title="Contact Us"
      intro="Questions, feedback on the beta, or a problem to report: write to us and we will reply by email."
    >
      <form className="flex flex-col gap-4" onSubmit={submit}>
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          maxLength={120}
          value={fields.name}
          onChange={set("name")}
        />
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={fields.email}
          onChange={set("email")}
        />
        <TextArea
          label="Message"
          name="message"
          required
          rows={6}
          maxLength={5000}
          value={fields.message}
          onChange={set("message")}
        />
        <Button type="submit" busy={loading} className="w-full">
          Send message
        </Button>
        <FormStatus error={error} success={successMessage} />
      </form>
    </PageCard>
  );
}
