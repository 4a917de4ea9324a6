// `/contactus`: the contact form.
import { ContactForm } from "../features/contact/contact-form.tsx";

export function ContactPage() {
  return <ContactForm />;
}
