// An event's report page in Spanish: its headline, chart, lists, print and erase.
import type { REPORT_MESSAGES } from "../en/report.ts";
import type { Translation } from "../index.ts";

export default {
  eventReport: "Informe del evento",
  hostDashboard: "Panel del organizador",
  print: "Imprimir",
  downloadExcel: "Descargar Excel",
  eraseData: "Borrar datos",
  tryAgain: "Volver a intentarlo",
  error: "Error: {error}",
  loadingReport: "Cargando el informe…",
  failedFetchReport: "No se pudo cargar el informe. Vuelva a intentarlo.",
  exportWorkbookFailed: "No se pudo descargar el libro de Excel. Vuelva a intentarlo.",
  eraseFailed: "No se pudieron borrar los datos del evento. Vuelva a intentarlo.",
  erased: "Se han borrado las preguntas, los «me gusta», los favoritos, las encuestas y los votos del evento.",
  liveNote: "En directo: el informe sigue el evento mientras transcurre.",
  sections: {
    glance: "De un vistazo",
    activity: "Actividad a lo largo del tiempo",
    topQuestions: "Preguntas destacadas",
    polls: "Encuestas",
  },
  figures: {
    participants: "Participantes",
    askers: "Personas que preguntan",
    voters: "Votantes",
    questions: "Preguntas",
    answered: "Respondidas",
    likes: "Me gusta",
  },
  series: {
    joins: "Incorporaciones",
    questions: "Preguntas",
    likes: "Me gusta",
    votes: "Votos",
  },
  from: "Desde",
  answered: "Respondida",
  nothingYet: "Todavía no ha ocurrido nada en este evento.",
  noTopQuestions: "Todavía no se ha hecho ninguna pregunta.",
  noPolls: "No se ha realizado ninguna encuesta en este evento.",
  bucketWidth:
    "{minutes, plural, =1 {Recuentos por minuto.} one {Cada punto agrupa # minuto.} many {Cada punto agrupa # minutos.} other {Cada punto agrupa # minutos.}}",
  answeredShare:
    "{answered, number} de {total, plural, one {# pregunta respondida} many {# preguntas respondidas} other {# preguntas respondidas}} ({percent, number} %).",
  chartSummary: "Los mismos recuentos que el gráfico, minuto a minuto:",
  breakdown:
    "{members, plural, one {# cuenta} many {# cuentas} other {# cuentas}} · {guests, plural, one {# invitado} many {# invitados} other {# invitados}} · {hidden, plural, one {# oculta} many {# ocultas} other {# ocultas}} · {awaiting, plural, one {# pendiente de revisión} many {# pendientes de revisión} other {# pendientes de revisión}} · {anonymous, plural, one {# anónima} many {# anónimas} other {# anónimas}}",
  likes: "{count, plural, one {# me gusta} many {# me gusta} other {# me gusta}}",
  generatedAt: "Informe a fecha de {when}.",
  eraseTitle: "Borrar los datos del evento",
  eraseWhat:
    "Se borrarán todas las preguntas del evento con sus «me gusta» y favoritos, y todas las encuestas con sus votos. No se puede deshacer.",
  eraseKeeps: "Se conservan el propio evento, su configuración y sus miembros.",
} satisfies Translation<typeof REPORT_MESSAGES>;
