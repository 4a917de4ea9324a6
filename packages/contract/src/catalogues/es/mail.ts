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
  receipt: {
    subject: "Su recibo de Handraise: {plan}",
    body: "Gracias por su pago.\n\nPlan: {plan}\nImporte: {amount}\nFecha: {date}\n\nSu historial de pagos, con el recibo de cada pago, está en su página de facturación:\n{link}",
    plans: { proMonthly: "Pro mensual", proYearly: "Pro anual" },
  },
  contactConfirmation: {
    subject: "Hemos recibido su mensaje",
    body: "Gracias por escribir a Handraise. Hemos recibido su mensaje y le responderemos a esta dirección lo antes posible.\n\nSi no nos ha escrito, ignore este correo: alguien introdujo su dirección en nuestro formulario de contacto. Esta dirección recibe como máximo un correo como este al día.",
  },
} satisfies Translation<typeof MAIL_MESSAGES>;
