// The mail Handraise sends, in Spanish (en/mail.ts).
import type { MAIL_MESSAGES } from "../en/mail.ts";
import type { Translation } from "../index.ts";

export default {
  passwordReset: {
    subject: "Restablezca su contraseña de Handraise",
    body: "Se ha solicitado restablecer la contraseña de su cuenta de Handraise.\n\nPara elegir una contraseña nueva, abra este enlace en un plazo de {validMinutes, plural, one {# minuto} other {# minutos}}:\n{link}\n\nEl enlace solo funciona una vez. Si no lo ha solicitado, ignore este correo: su contraseña no cambiará.",
  },
  contact: {
    subject: "Formulario de contacto: mensaje de {name}",
    from: "De: {name} <{email}>",
    senderLanguage: "Idioma del remitente: {language}",
  },
} satisfies Translation<typeof MAIL_MESSAGES>;
