import type { Catalogue } from '../../catalogue.js';
import type en from '../en/landing.js';

const es: Catalogue<typeof en> = {
  nav: {
    sections: 'Secciones',
    login: 'Iniciar sesión',
    openMenu: 'Abrir el menú de navegación',
    footer: 'Pie de página',
  },
  sections: {
    features: 'Funciones',
    methodology: 'Metodología',
    vision: 'Visión',
    contact: 'Contacto',
  },
  hero: {
    eyebrow: 'Coaching de liderazgo en tiempo real',
    headlineStart: 'Lidera con el impacto que',
    headlineEmphasis: 'pretendes',
    headlineEnd: '.',
    lead: 'Tú quieres marcar un rumbo; tu equipo oye una decisión que ya estaba tomada. Coaching Platform te ayuda a ver la distancia entre intención e impacto mientras aún importa: un coach de IA siempre que una conversación te ronde la cabeza, coaches humanos que conocen tus objetivos y un modelo sencillo para elegir lo que necesita cada momento.',
    access: 'Acceder a la plataforma',
    createAccount: 'Crear una cuenta',
    audience: 'Para líderes que buscan coaching, para los coaches que trabajan con ellos y para los equipos que gestionan programas de coaching.',
  },
  moment: {
    caption: 'Ejemplo: una frase, dos lecturas',
    quote: '«Vamos con mi plan para el lanzamiento y listo».',
    intended: 'Intención',
    intendedText: 'Proponer un rumbo para que el equipo pueda arrancar.',
    experienced: 'Percepción',
    experiencedText: 'La decisión ya está tomada. Nuestras dudas no cuentan.',
    needs: 'El momento pide',
    needsText: '«Se ha hecho el silencio. ¿Qué se me escapa?»',
  },
  features: {
    lead: 'Todo lo que pasa entre una sesión de coaching y la siguiente, para las personas que reciben coaching, los coaches que las acompañan y el equipo que gestiona la plataforma.',
    focusAreasHeading: 'Lo que la gente trae al coaching',
    items: {
      ai: {
        audience: 'Para clientes',
        title: 'Un coach de IA, a cualquier hora',
        body: 'Ensaya una conversación difícil antes de que ocurra o analízala justo después, a las 7 de la mañana o a las 11 de la noche. Te acompaña con el enfoque que mejor te va (ICF, GROW, centrado en soluciones o transformacional) y siempre dentro de los límites que ha marcado tu coach.',
      },
      goals: {
        audience: 'Para clientes',
        title: 'Objetivos SMART con hitos',
        body: 'Convierte «escuchar mejor» en un objetivo específico, medible, alcanzable, relevante y con plazo, con hitos por el camino. Un asistente te ayuda a darle forma, y los plazos que se acercan saltan a la vista.',
      },
      sessions: {
        audience: 'Para clientes y coaches',
        title: 'Sesiones con coaches humanos',
        body: 'Reserva tiempo con un coach verificado. Como tus objetivos y conversaciones ya están en la plataforma, cada sesión empieza donde de verdad está tu trabajo, y las notas y valoraciones se quedan con la sesión.',
      },
      guardrails: {
        audience: 'Para coaches',
        title: 'Supervisión y límites',
        body: 'Decide cómo se comporta el coach de IA de cada cliente: su estilo de comunicación, la longitud de sus respuestas, los objetivos que tiene presentes y los temas que evita. Revisa sus conversaciones, descubre qué ha detectado e interviene cuando haga falta una persona.',
      },
      progress: {
        audience: 'Para clientes',
        title: 'Progreso y reflexiones',
        body: 'Escribe una breve reflexión después de una sesión o de una reunión difícil y anota tu ánimo y tu confianza. Con las semanas verás avanzar objetivos, hitos y habilidades, en lugar de intentar recordarlo todo el día de la evaluación.',
      },
      admin: {
        audience: 'Para administradores',
        title: 'Gestiona la plataforma',
        body: 'Gestiona cuentas y roles, desactiva y reactiva usuarios, elige el modelo de IA y sus valores predeterminados, y sigue las sesiones, las conversaciones y el crecimiento de toda la plataforma desde un único resumen.',
      },
    },
  },
  methodology: {
    lead: 'Toda conversación se construye con cuatro acciones. Los líderes eficaces saben cuál están usando, notan cuál pide el momento y saben cambiar de una a otra.',
    actionsHeading: 'Las cuatro acciones de una conversación',
    helps: 'Ayuda',
    overused: 'En exceso,',
    actions: {
      move: {
        name: 'Proponer',
        does: 'Plantear un rumbo.',
        helps: 'cuando un grupo da vueltas y necesita algo concreto ante lo que reaccionar.',
        overused: 'la gente acata y deja de aportar.',
      },
      follow: {
        name: 'Seguir',
        does: 'Apoyar un rumbo y construir sobre él.',
        helps: 'cuando una buena idea necesita impulso y quien la propuso necesita sentirse respaldado.',
        overused: 'el grupo se pone de acuerdo hasta caer en un punto ciego.',
      },
      oppose: {
        name: 'Oponerse',
        does: 'Cuestionar un rumbo y ponerlo a prueba.',
        helps: 'cuando un plan tiene un punto débil que nadie menciona.',
        overused: 'las ideas mueren nada más nacer y la gente deja de proponerlas.',
      },
      bystand: {
        name: 'Observar',
        does: 'Observar y poner nombre a lo que está pasando.',
        helps: 'cuando una conversación se atasca, se calienta o se desvía sin hacer ruido.',
        overused: 'los comentarios sustituyen al compromiso, y miras en lugar de liderar.',
      },
    },
    groundedHeading: 'Basado en prácticas de coaching consolidadas',
    groundedText: 'El coach de IA y los coaches humanos de la plataforma trabajan con cuatro metodologías que los coaches ya conocen y en las que confían. Indica en tu perfil el estilo que prefieres o deja la elección en manos de tu coach.',
    methods: {
      icf: {
        name: 'Competencias clave de la ICF',
        body: 'El estándar de la International Coaching Federation: presencia plena, escucha activa, preguntas poderosas y un cliente que es dueño tanto de la agenda como de las respuestas.',
      },
      grow: {
        name: 'GROW',
        body: 'Goal, Reality, Options, Will: objetivo, realidad, opciones y voluntad. Una estructura sencilla que convierte una preocupación difusa en un siguiente paso que has elegido tú.',
      },
      solutionFocused: {
        name: 'Centrado en soluciones',
        body: 'Parte de lo que ya funciona y de cómo sería estar mejor, no de la historia del problema. El coach de IA lo usa salvo que tú o tu coach elijáis otro.',
      },
      transformational: {
        name: 'Transformacional',
        body: 'Mira más allá de la conducta, a las creencias y la identidad que la impulsan, para lograr un cambio que dure más que una situación concreta.',
      },
    },
  },
  vision: {
    lead: 'Los líderes se juzgan por sus intenciones; los demás viven con su impacto. La diferencia rara vez se nota en el momento. Aflora meses después en una encuesta, una entrevista de salida o un proyecto que se ha ido apagando, cuando ya es tarde para aprender de ello. Queremos cerrar esa distancia mientras la conversación aún está reciente.',
    gapsHeading: 'Lo que se quiso decir y lo que se oyó',
    intended: 'Intención',
    experienced: 'Percepción',
    gaps: {
      direction: { intended: 'Di instrucciones claras.', experienced: 'Nadie me preguntó qué pensaba.' },
      details: { intended: 'No me metí en los detalles.', experienced: 'Me dejaron solo con el problema.' },
      challenge: { intended: 'Les animé a poner el listón más alto.', experienced: 'Me criticaron delante de mis compañeros.' },
      peace: { intended: 'Mantuve la calma en el equipo.', experienced: 'Otra vez esquivamos el verdadero problema.' },
    },
    principlesHeading: 'Hacia dónde llevamos el coaching',
    principles: {
      feedback: {
        title: 'Feedback cuando aún importa',
        body: 'Reflexionar es más útil en las horas siguientes a una conversación, mientras recuerdas lo que dijiste y todavía puedes reparar lo que haga falta. No en la encuesta del año que viene.',
      },
      practice: {
        title: 'Práctica entre sesiones',
        body: 'El cambio ocurre en las semanas entre sesiones de coaching. El coach de IA mantiene el hilo para que cada sesión con tu coach parta de la anterior.',
      },
      people: {
        title: 'Las personas deciden',
        body: 'Los coaches marcan los límites, ven lo que hace el coach de IA y deciden cuándo una conversación necesita a una persona. Los clientes deciden qué comparten con su coach.',
      },
    },
  },
  contact: {
    lead: '¿Tienes preguntas sobre el coaching, sobre cómo traer tu práctica a la plataforma o sobre un programa de coaching para tu organización? Escribe al equipo y te responderá una persona.',
    emailUs: 'Escríbenos a',
    write: 'Escribir al equipo',
    topics: {
      leaders: { title: 'Líderes y equipos', body: 'Cuéntanos en qué te gustaría recibir coaching, para ti o para tu equipo, y qué te lo está poniendo difícil.' },
      coaches: { title: 'Coaches', body: 'Háblanos de tu práctica, tus certificaciones y los clientes con los que trabajas.' },
      organisations: { title: 'Organizaciones', body: 'Háblanos del programa que gestionas y de a cuántas personas acompaña.' },
    },
  },
  footer: {
    tagline: 'Coaching de liderazgo en tiempo real: un coach de IA entre sesiones, coaches humanos cuando importa y objetivos que convierten la intención en impacto.',
    explore: 'Explorar',
    account: 'Cuenta',
    register: 'Registrarse',
    signIn: 'Iniciar sesión',
    copyright: '© {{year}} {{product}}',
  },
};

export default es;
