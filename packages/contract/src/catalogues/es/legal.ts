// The legal pages in Spanish: privacy policy, terms and conditions, cookie policy.
import type { LEGAL_TEXTS } from "../en/legal.ts";
import type { Translation } from "../index.ts";

export default {
  lastUpdated: "Última actualización: {date}",
  privacy: {
    title: "Política de privacidad",
    whoWeAre: {
      heading: "Quiénes somos",
      body: "Handraise es un servicio de preguntas y respuestas en directo para eventos, actualmente en fase beta. Esta política explica qué información conservamos cuando se utiliza, por qué la conservamos y qué opciones tiene.",
    },
    whatWeCollect: {
      heading: "Qué recopilamos",
      items: {
        account:
          "Los datos de cuenta que nos proporciona: nombre visible, dirección de correo electrónico, nombre de empresa opcional y su contraseña, que solo almacenamos como un hash seguro.",
        content: "Lo que crea: eventos, las preguntas que hace y sus «me gusta» y favoritos.",
        guest:
          "Si se une como invitado: el nombre que elija y un identificador de invitado aleatorio que se guarda en su dispositivo.",
        contact: "Los mensajes que envía a través del formulario de contacto.",
        payments:
          "En los planes de pago: su plan, su estado y los registros de pago. Los datos de la tarjeta los gestiona nuestro proveedor de pagos y nunca llegan a nuestros servidores.",
      },
    },
    howWeUseIt: {
      heading: "Cómo la usamos",
      body: "Usamos esta información únicamente para prestar el servicio: iniciar su sesión, mostrar sus eventos y preguntas a las personas que participan, enviar correos para restablecer la contraseña, responder a sus mensajes y gestionar su plan. No vendemos sus datos ni los usamos con fines publicitarios.",
    },
    whoCanSee: {
      heading: "Quién puede ver qué",
      body: "Las preguntas que publica, con su nombre visible o su nombre de invitado, son visibles para los organizadores y el público de ese evento. Los organizadores de un evento pueden ver su lista de miembros. Cualquier persona con el enlace puede ver los eventos públicos.",
    },
    retention: {
      heading: "Cuánto tiempo conservamos los datos de los eventos",
      body: "Quien crea un evento puede borrar sus preguntas, «me gusta», encuestas y votos en cualquier momento desde el informe del evento. El operador de este servidor también puede fijar un plazo de conservación: cuando un evento lleva terminado ese número de días, sus preguntas, sus encuestas y los nombres de sus invitados se borran automáticamente.",
    },
    betaData: {
      heading: "Datos de la beta",
      body: "Mientras Handraise esté en fase beta, todos los datos se borrarán antes del lanzamiento. No confíe en el servicio para guardar nada que no pueda permitirse perder.",
    },
    yourRights: {
      heading: "Sus derechos",
      body: "Puede consultar y corregir sus datos en su página de perfil, y eliminar allí su cuenta en cualquier momento, lo que borra sus datos personales. Para cualquier otra solicitud, por ejemplo una copia de sus datos, escríbanos a través del [formulario de contacto](/contactus).",
    },
    cookies: {
      heading: "Cookies y almacenamiento local",
      body: "Consulte nuestra [política de cookies](/cookies) para saber qué guardamos en su dispositivo.",
    },
  },
  terms: {
    title: "Términos y condiciones",
    usingHandraise: {
      heading: "Uso de Handraise",
      body: "Al crear una cuenta, unirse a un evento o usar Handraise de cualquier otro modo, acepta estos términos. Si no los acepta, le rogamos que no utilice el servicio.",
    },
    beta: {
      heading: "Un servicio en fase beta",
      body: "Handraise está en fase beta. Se ofrece tal cual, puede cambiar o no estar disponible en algunos momentos, y todos los datos se borrarán antes del lanzamiento. Durante la beta no se aceptan pagos.",
    },
    account: {
      heading: "Su cuenta",
      body: "No comparta su contraseña e infórmenos si cree que otra persona ha usado su cuenta. Usted es responsable de lo que se haga con ella.",
    },
    whatYouPost: {
      heading: "Lo que publica",
      body: "Conserva los derechos sobre las preguntas y los eventos que crea, y nos permite mostrarlos a las personas que participan en el evento. No publique nada ilegal, ofensivo o que vulnere los derechos de otras personas. Los organizadores pueden ocultar o eliminar preguntas en sus eventos, y nosotros podemos retirar contenidos o cuentas que incumplan estos términos.",
    },
    hosts: {
      heading: "Organizadores",
      body: "Los organizadores son responsables de sus eventos: a quién invitan, si pueden unirse invitados y cómo se moderan las preguntas.",
    },
    paidPlans: {
      heading: "Planes de pago",
      body: "Cuando se abran los planes de pago, las suscripciones Pro se renovarán automáticamente hasta que se cancelen, y podrán gestionarse o cancelarse en cualquier momento desde la página de facturación. Los precios figuran en la página de precios.",
    },
    liability: {
      heading: "Responsabilidad",
      body: "En la medida en que la ley lo permita, no somos responsables de pérdidas indirectas ni de la pérdida de datos derivadas del uso de la beta. Nada de lo dispuesto en estos términos limita los derechos que le otorga la ley.",
    },
    contact: {
      heading: "Contacto",
      body: "¿Tiene preguntas sobre estos términos? Escríbanos a través del [formulario de contacto](/contactus).",
    },
  },
  cookies: {
    title: "Política de cookies",
    approach: {
      heading: "Nuestro enfoque",
      body: "Handraise usa solo lo que necesita para funcionar. No usamos cookies publicitarias ni de seguimiento, ni herramientas de analítica de terceros.",
    },
    cookieWeSet: {
      heading: "La cookie que instalamos",
      body: "**cookieConsent** recuerda que ha aceptado este aviso, para que el banner no vuelva a aparecer. Dura un año.",
    },
    storage: {
      heading: "Lo que guardamos en el almacenamiento de su navegador",
      items: {
        session:
          "Su sesión iniciada (un token y su perfil básico), para que no tenga que volver a iniciar sesión. Al cerrar la sesión se elimina.",
        guest:
          "Si se une a un evento como invitado: su nombre de invitado y su identificador, para que pueda volver al evento.",
        betaNotice: "Una nota de que ha visto el aviso de la beta.",
      },
    },
    payments: {
      heading: "Pagos",
      body: "Cuando pasa a un plan superior, se le dirige a la página de pago de nuestro proveedor de pagos, que puede instalar sus propias cookies necesarias para un pago seguro. Estas se rigen por la política del propio proveedor.",
    },
    choices: {
      heading: "Sus opciones",
      body: "Puede eliminar las cookies y los datos del sitio en la configuración de su navegador en cualquier momento. Sin el almacenamiento de la sesión, tendrá que volver a iniciar sesión.",
    },
  },
} satisfies Translation<typeof LEGAL_TEXTS>;
