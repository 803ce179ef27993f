import type { Catalogue } from '../../catalogue.js';
import type en from '../en/landing.js';

const de: Catalogue<typeof en> = {
  nav: {
    sections: 'Abschnitte',
    login: 'Anmelden',
    openMenu: 'Navigationsmenü öffnen',
    footer: 'Fußzeile',
  },
  sections: {
    features: 'Funktionen',
    methodology: 'Methode',
    vision: 'Vision',
    contact: 'Kontakt',
  },
  hero: {
    eyebrow: 'Leadership-Coaching in Echtzeit',
    headlineStart: 'Führen Sie mit der Wirkung, die Sie',
    headlineEmphasis: 'beabsichtigen',
    headlineEnd: '.',
    lead: 'Sie wollen Orientierung geben – Ihr Team hört eine Entscheidung, die längst gefallen ist. Coaching Platform zeigt Ihnen die Lücke zwischen Absicht und Wirkung, solange sie noch zählt: ein KI-Coach, wann immer Sie ein Gespräch beschäftigt, menschliche Coaches, die Ihre Ziele kennen, und ein einfaches Modell, um zu wählen, was der Moment braucht.',
    access: 'Zur Plattform',
    createAccount: 'Konto erstellen',
    audience: 'Für Führungskräfte, die Coaching suchen, für die Coaches, die mit ihnen arbeiten, und für die Teams, die Coaching-Programme verantworten.',
  },
  moment: {
    caption: 'Beispiel: ein Satz, zwei Lesarten',
    quote: '„Lasst uns für den Launch einfach meinen Plan nehmen.“',
    intended: 'Gemeint',
    intendedText: 'Eine Richtung vorschlagen, damit das Team loslegen kann.',
    experienced: 'Angekommen',
    experiencedText: 'Die Entscheidung steht schon fest. Unsere Bedenken zählen nicht.',
    needs: 'Der Moment braucht',
    needsText: '„Es ist still geworden. Was übersehe ich?“',
  },
  features: {
    lead: 'Alles, was zwischen zwei Coaching-Sitzungen passiert – für die Menschen, die gecoacht werden, für die Coaches, die sie begleiten, und für das Team, das die Plattform betreibt.',
    focusAreasHeading: 'Womit Menschen ins Coaching kommen',
    items: {
      ai: {
        audience: 'Für Klienten',
        title: 'Ein KI-Coach, jederzeit',
        body: 'Proben Sie ein schwieriges Gespräch, bevor es stattfindet, oder ordnen Sie es direkt danach – um 7 Uhr morgens oder um 23 Uhr. Er coacht in dem Ansatz, der zu Ihnen passt (ICF, GROW, lösungsorientiert oder transformativ), und immer innerhalb der Leitplanken, die Ihr Coach gesetzt hat.',
      },
      goals: {
        audience: 'Für Klienten',
        title: 'SMART-Ziele mit Meilensteinen',
        body: 'Machen Sie aus „besser zuhören“ ein Ziel, das spezifisch, messbar, erreichbar, relevant und terminiert ist, mit Meilensteinen auf dem Weg. Ein Zielassistent hilft beim Formulieren, und nahende Fristen fallen sofort ins Auge.',
      },
      sessions: {
        audience: 'Für Klienten und Coaches',
        title: 'Sitzungen mit menschlichen Coaches',
        body: 'Buchen Sie Zeit bei einem geprüften Coach. Weil Ihre Ziele und Gespräche schon auf der Plattform sind, beginnt jede Sitzung dort, wo Ihre Arbeit wirklich steht – und Notizen und Feedback bleiben bei der Sitzung.',
      },
      guardrails: {
        audience: 'Für Coaches',
        title: 'Überblick und Leitplanken',
        body: 'Legen Sie fest, wie sich der KI-Coach jedes Klienten verhält: Kommunikationsstil, Antwortlänge, die Ziele, die er im Blick behält, und die Themen, die er meidet. Sehen Sie seine Gespräche durch, erfahren Sie, was er bemerkt hat, und greifen Sie ein, wenn ein Mensch gefragt ist.',
      },
      progress: {
        audience: 'Für Klienten',
        title: 'Fortschritt und Reflexion',
        body: 'Halten Sie nach einer Sitzung oder einem schwierigen Meeting kurz fest, wie es war, und notieren Sie Stimmung und Zuversicht. Über Wochen sehen Sie, wie sich Ziele, Meilensteine und Fähigkeiten entwickeln – statt beim Jahresgespräch alles aus dem Gedächtnis zu rekonstruieren.',
      },
      admin: {
        audience: 'Für Administratoren',
        title: 'Die Plattform steuern',
        body: 'Verwalten Sie Konten und Rollen, deaktivieren und reaktivieren Sie Benutzer, wählen Sie das KI-Modell und seine Standardwerte, und verfolgen Sie Sitzungen, Gespräche und Wachstum der ganzen Plattform in einer Übersicht.',
      },
    },
  },
  methodology: {
    lead: 'Jedes Gespräch setzt sich aus vier Handlungen zusammen. Wirksame Führungskräfte wissen, welche sie gerade wählen, erkennen, welche der Moment braucht, und können zwischen ihnen wechseln.',
    actionsHeading: 'Die vier Handlungen eines Gesprächs',
    helps: 'Hilft,',
    overused: 'Im Übermaß:',
    actions: {
      move: {
        name: 'Bewegen',
        does: 'Eine Richtung vorschlagen.',
        helps: 'wenn eine Gruppe sich im Kreis dreht und etwas Konkretes braucht, woran sie sich reiben kann.',
        overused: 'Die anderen fügen sich und bringen sich nicht mehr ein.',
      },
      follow: {
        name: 'Folgen',
        does: 'Eine Richtung unterstützen und darauf aufbauen.',
        helps: 'wenn eine gute Idee Schwung braucht und ihr Urheber Rückhalt spüren soll.',
        overused: 'Der Raum nickt sich gemeinsam in einen blinden Fleck.',
      },
      oppose: {
        name: 'Widersprechen',
        does: 'Eine Richtung hinterfragen und prüfen.',
        helps: 'wenn ein Plan eine Schwachstelle hat, die niemand anspricht.',
        overused: 'Ideen sterben, bevor sie ankommen, und niemand bringt mehr welche ein.',
      },
      bystand: {
        name: 'Beobachten',
        does: 'Wahrnehmen und benennen, was gerade geschieht.',
        helps: 'wenn ein Gespräch feststeckt, hitzig wird oder still vom Kurs abkommt.',
        overused: 'Kommentare ersetzen Verbindlichkeit, und Sie schauen zu, statt zu führen.',
      },
    },
    groundedHeading: 'Verankert in bewährter Coaching-Praxis',
    groundedText: 'Der KI-Coach und die menschlichen Coaches auf der Plattform arbeiten mit vier Methoden, die Coaches kennen und denen sie vertrauen. Nennen Sie in Ihrem Profil den Stil, den Sie bevorzugen, oder überlassen Sie die Wahl Ihrem Coach.',
    methods: {
      icf: {
        name: 'ICF-Kernkompetenzen',
        body: 'Der Standard der International Coaching Federation: volle Präsenz, aktives Zuhören, kraftvolle Fragen – und Agenda wie Antworten gehören dem Klienten.',
      },
      grow: {
        name: 'GROW',
        body: 'Goal, Reality, Options, Will – Ziel, Realität, Optionen, Wille. Eine einfache Struktur, die aus einer vagen Sorge einen nächsten Schritt macht, den Sie selbst gewählt haben.',
      },
      solutionFocused: {
        name: 'Lösungsorientiert',
        body: 'Ausgangspunkt ist, was schon funktioniert und wie es besser aussähe – nicht die Geschichte des Problems. Der KI-Coach arbeitet so, solange Sie oder Ihr Coach nichts anderes wählen.',
      },
      transformational: {
        name: 'Transformativ',
        body: 'Der Blick unter das Verhalten, auf die Überzeugungen und die Identität, die es antreiben – für Veränderung, die über eine einzelne Situation hinaus trägt.',
      },
    },
  },
  vision: {
    lead: 'Führungskräfte messen sich an ihren Absichten; alle anderen leben mit ihrer Wirkung. Im Moment selbst zeigt sich der Unterschied selten. Er taucht Monate später auf – in einer Umfrage, einem Austrittsgespräch oder einem Projekt, das still versandet ist –, wenn es zu spät ist, daraus zu lernen. Wir wollen diese Lücke schließen, solange das Gespräch noch nachklingt.',
    gapsHeading: 'Was gemeint war – und was ankam',
    intended: 'Gemeint',
    experienced: 'Angekommen',
    gaps: {
      direction: { intended: 'Ich habe klare Vorgaben gemacht.', experienced: 'Niemand hat gefragt, was ich denke.' },
      details: { intended: 'Ich habe mich aus den Details herausgehalten.', experienced: 'Ich stand mit dem Problem allein da.' },
      challenge: { intended: 'Ich habe sie herausgefordert, die Messlatte höher zu legen.', experienced: 'Ich wurde vor meinen Kollegen kritisiert.' },
      peace: { intended: 'Ich habe für Frieden gesorgt.', experienced: 'Wir sind dem eigentlichen Problem wieder ausgewichen.' },
    },
    principlesHeading: 'Wohin wir Coaching entwickeln',
    principles: {
      feedback: {
        title: 'Feedback, solange es zählt',
        body: 'Reflexion wirkt am besten wenige Stunden nach einem Gespräch, solange Sie noch wissen, was Sie gesagt haben, und reparieren können, was zu reparieren ist. Nicht in der Umfrage im nächsten Jahr.',
      },
      practice: {
        title: 'Üben zwischen den Sitzungen',
        body: 'Veränderung geschieht in den Wochen zwischen den Coaching-Sitzungen. Der KI-Coach hält den Faden, sodass jede Sitzung mit Ihrem Coach auf der letzten aufbaut.',
      },
      people: {
        title: 'Menschen behalten das Steuer',
        body: 'Coaches setzen die Leitplanken, sehen, was der KI-Coach tut, und entscheiden, wann ein Gespräch einen Menschen braucht. Klienten entscheiden, was sie mit ihrem Coach teilen.',
      },
    },
  },
  contact: {
    lead: 'Fragen zum Coaching, dazu, wie Sie Ihre Praxis auf die Plattform bringen, oder zu einem Coaching-Programm für Ihre Organisation? Schreiben Sie dem Team – ein Mensch antwortet Ihnen.',
    emailUs: 'Schreiben Sie uns an',
    write: 'Dem Team schreiben',
    topics: {
      leaders: { title: 'Führungskräfte und Teams', body: 'Erzählen Sie uns, wobei Sie sich Coaching wünschen – für sich oder Ihr Team – und was Ihnen gerade im Weg steht.' },
      coaches: { title: 'Coaches', body: 'Erzählen Sie uns von Ihrer Praxis, Ihren Zertifizierungen und den Klienten, mit denen Sie arbeiten.' },
      organisations: { title: 'Organisationen', body: 'Erzählen Sie uns von Ihrem Programm und wie viele Menschen es begleitet.' },
    },
  },
  footer: {
    tagline: 'Leadership-Coaching in Echtzeit: ein KI-Coach zwischen den Sitzungen, menschliche Coaches, wenn es darauf ankommt, und Ziele, die aus Absicht Wirkung machen.',
    explore: 'Entdecken',
    account: 'Konto',
    register: 'Registrieren',
    signIn: 'Anmelden',
    copyright: '© {{year}} {{product}}',
  },
};

export default de;
