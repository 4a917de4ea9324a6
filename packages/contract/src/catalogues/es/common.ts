// El marco de cada página y las piezas comunes, en español (common).
import type { COMMON_MESSAGES } from "../en/common.ts";
import type { Translation } from "../index.ts";

export default {
  productName: "Handraise",
  skipToContent: "Saltar al contenido",
  loading: "Cargando...",
  back: "Volver",
  cancel: "Cancelar",
  close: "Cerrar",
  planFree: "Gratis",
  planPro: "Pro",
  topBar: {
    beta: "MODO BETA",
    nav: "Menú principal",
    pricing: "Precios",
    login: "Iniciar sesión",
  },
  accountPanel: {
    open: "Abrir el menú de la cuenta",
    close: "Cerrar el menú de la cuenta",
    description: "Menú de la cuenta",
    unnamed: "Usuario",
    nav: "Cuenta",
    profile: "Perfil",
    billing: "Facturación",
    logout: "Cerrar sesión",
  },
  footer: {
    nav: "Información legal y contacto",
    privacy: "Privacidad",
    terms: "Términos",
    contact: "Contacto",
    copyright: "© {year} Handraise. Todos los derechos reservados.",
  },
  language: {
    label: "Idioma",
    notSaved: "No se pudo guardar el idioma en la cuenta.",
  },
  cookieBanner: {
    label: "Aviso de cookies",
    text: "Usamos cookies para mejorar la experiencia de uso. Al usar este sitio web, se acepta el uso de cookies.",
    learnMore: "Más información.",
    accept: "Aceptar",
  },
  betaNotice: {
    title: "Modo beta",
    intro: "Handraise está en fase beta. Gracias por probarlo tan pronto.",
    wiped: "Todos los datos se borrarán antes del lanzamiento.",
    noPayments: "Todavía no se aceptan pagos.",
    feedback: "Los comentarios son muy bienvenidos: pueden enviarse a través del enlace <0>Contacto</0>.",
    gotIt: "Entendido",
  },
  inactivity: { label: "Inactividad" },
} satisfies Translation<typeof COMMON_MESSAGES>;
