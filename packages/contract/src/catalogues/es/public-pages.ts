// The pages a visitor opens first in Spanish: welcome, /join, pricing and 404.
import type { PUBLIC_PAGE_MESSAGES } from "../en/public-pages.ts";
import type { Translation } from "../index.ts";

export default {
  welcome: {
    title: "Le damos la bienvenida a Handraise: preguntas y respuestas en directo para cada evento",
    intro:
      "Los organizadores dirigen la sala y el público levanta la mano desde el móvil. Cree un evento, comparta el enlace y atienda las preguntas que importan.",
    signUp: "Registrarse",
    login: "Iniciar sesión",
    joinHeading: "¿Está en un evento? Únase con su código",
    whyHandraise: "Por qué Handraise",
    joinFromPhoneTitle: "Participación desde cualquier móvil",
    joinFromPhone:
      "Comparta un enlace o un código QR. El público pregunta en segundos, con una cuenta o como invitado.",
    questionsLiveTitle: "Preguntas en directo",
    questionsLive:
      "Las preguntas nuevas aparecen en cuanto llegan, y los «me gusta» muestran qué quiere la sala que se responda primero.",
    stayInControlTitle: "El control es suyo",
    stayInControl: "Oculte, responda o elimine preguntas, y pause las nuevas siempre que el escenario lo requiera.",
  },
  join: {
    title: "Unirse a un evento",
    intro: "Escriba el código que el organizador muestra en la pantalla.",
    codeHint: "6 letras y cifras, que el organizador muestra en pantalla.",
  },
  pricing: {
    title: "Precios",
    intro: "Empiece gratis. Pase a Pro cuando sus eventos se le queden pequeños. Durante la beta no se aceptan pagos.",
    thanksPro: "Tiene el plan Pro. Gracias por su apoyo.",
    plans: { free: "Gratis", proMonthly: "Pro mensual", proYearly: "Pro anual" },
    pricePerMonth: "<0>{price}</0><1>/mes</1>",
    pricePerYear: "<0>{price}</0><1>/año</1>",
    mostPopular: "El más popular",
    savesPerYear: "Ahorro de {amount} al año",
    membersPerEvent:
      "{max, plural, one {# miembro por evento} many {# miembros por evento} other {# miembros por evento}}",
    questionsPerEvent:
      "{max, plural, one {# pregunta por evento} many {# preguntas por evento} other {# preguntas por evento}}",
    pollsPerEvent:
      "{max, plural, one {Hasta # encuesta por evento} many {Hasta # encuestas por evento} other {Hasta # encuestas por evento}}",
    pollKinds:
      "Encuestas en directo, nubes de palabras, valoraciones, clasificaciones, respuestas abiertas y cuestionarios",
    liveQandA: "Preguntas y respuestas en directo con «me gusta»",
    unlimitedEvents: "Eventos ilimitados",
    moderationTools: "Herramientas de moderación",
    prioritySupport: "Soporte prioritario por correo electrónico",
    earlyAccess: "Acceso anticipado a nuevas funciones",
    comingSoonTitle: "Próximamente",
    comingSoonBadge: "próximamente",
    audienceSignups: "Registros de marketing del público",
    manageBilling: "Gestionar la facturación",
    upgrade: "Pasar a Pro",
    logInToUpgrade: "Iniciar sesión para pasar a Pro",
    signUpFree: "¿Aún no tiene cuenta? <0>Regístrese</0> gratis.",
  },
  notFound: {
    title: "404 - Página no encontrada",
    explained: "La página que busca no existe o se ha movido.",
    home: "Ir a la página de inicio",
  },
} satisfies Translation<typeof PUBLIC_PAGE_MESSAGES>;
