import type { RiskCategory } from '@coaching/contract';
import type { Language } from './language.js';

/** One place to turn to, as the crisis_resources table holds it. */
export type Resource = { name: string; contact: string };

/** What the client's country offers; a directory (findahelpline.com) stands in where it has no line of its own. */
export type Resources = { emergency: Resource; crisisLine: Resource & { directory: boolean }; abuseLine?: Resource };

type Texts = {
  crisisOpening: Record<RiskCategory, string>;
  concern: Record<RiskCategory, string>;
  emergency: (contact: string) => string;
  line: (line: Resource) => string;
  directory: (line: Resource) => string;
  coachTold: string;
  noCoach: string;
  hold: string;
  holdInvite: string;
  resumed: string;
  checkInNo: string;
};

const TEXTS: Record<Language, Texts> = {
  en: {
    crisisOpening: {
      suicide:
        "I'm really glad you told me, and I'm concerned about your safety. What you're feeling matters, and you deserve support from a person right now, which I can't give as an AI coach.",
      self_harm:
        "Thank you for trusting me with this. I'm concerned about your safety, and you deserve care from a person right now, which I can't give as an AI coach.",
      harm_to_others:
        'It sounds like things feel very intense right now. Before anything else, please put some distance between yourself and the situation and reach out to someone who can help you stay safe.',
      abuse:
        "I'm so sorry this happened to you. It is not your fault, no one deserves to be hurt or threatened, and your safety comes first. If it's safe to do so, reach out to someone you trust.",
      medical_emergency: 'This sounds like it could be a medical emergency. Please get help right now; coaching can wait.',
    },
    concern: {
      suicide:
        "That sounds really heavy, and I'm glad you said it. I want to ask you directly, because it matters: are you having thoughts of ending your life, or of hurting yourself?",
      self_harm: 'Thank you for telling me. Can I ask you directly: are you thinking about hurting yourself right now?',
      harm_to_others: "It sounds like a lot of anger is building up. I want to check directly: are you worried you might hurt someone?",
      abuse: "What you describe sounds frightening, and it isn't your fault. Can I ask you directly: are you safe where you are right now?",
      medical_emergency:
        "Those symptoms can need urgent care, so please don't wait it out: if they get worse or you feel faint, call for help now. Is someone with you who could help?",
    },
    emergency: (contact) => `If you are in danger right now, call ${contact}.`,
    line: (line) => `You can talk to ${line.name} on ${line.contact}, free and confidential.`,
    directory: (line) => `${line.name} (${line.contact}) lists free, confidential helplines where you live.`,
    coachTold: 'I have let your coach know, so they can reach out to you. You do not have to go through this alone.',
    noCoach: 'Please also tell someone you trust, a friend, a family member or your doctor, how you are feeling. You do not have to go through this alone.',
    hold: "I'm still here with you. Your safety comes first, so I'll keep our coaching on hold for now.",
    holdInvite: "When you are safe, tell me, and we'll carry on together.",
    resumed: "Thank you for letting me know, I'm glad you're safe. Where would you like to pick up?",
    checkInNo: "Thank you for answering me honestly. If that ever changes, you can tell me or your coach at any time. What would help most right now?",
  },
  es: {
    crisisOpening: {
      suicide:
        'Me alegra mucho que me lo hayas contado, y me preocupa tu seguridad. Lo que sientes importa, y ahora mismo mereces el apoyo de una persona, algo que yo, como coach de IA, no puedo darte.',
      self_harm:
        'Gracias por confiarme esto. Me preocupa tu seguridad, y ahora mismo mereces el cuidado de una persona, algo que yo, como coach de IA, no puedo darte.',
      harm_to_others:
        'Parece que ahora mismo todo es muy intenso. Antes que nada, aléjate un poco de la situación y busca a alguien que te ayude a mantener a todos a salvo.',
      abuse:
        'Siento mucho que te haya pasado esto. No es culpa tuya, nadie merece que le hagan daño ni que le amenacen, y tu seguridad es lo primero. Si puedes hacerlo sin riesgo, habla con alguien de confianza.',
      medical_emergency: 'Esto podría ser una emergencia médica. Por favor, busca ayuda ahora mismo; el coaching puede esperar.',
    },
    concern: {
      suicide:
        'Suena muy duro, y me alegra que lo digas. Quiero preguntártelo directamente, porque importa: ¿estás pensando en quitarte la vida o en hacerte daño?',
      self_harm: 'Gracias por contármelo. ¿Puedo preguntarte directamente si estás pensando en hacerte daño ahora mismo?',
      harm_to_others: 'Parece que se está acumulando mucha rabia. Quiero preguntarte directamente: ¿te preocupa poder hacerle daño a alguien?',
      abuse: 'Lo que describes suena aterrador, y no es culpa tuya. ¿Puedo preguntarte directamente si ahora mismo estás a salvo donde estás?',
      medical_emergency:
        'Esos síntomas pueden necesitar atención urgente, así que no esperes: si empeoran o te sientes a punto de desmayarte, pide ayuda ya. ¿Hay alguien contigo que pueda ayudarte?',
    },
    emergency: (contact) => `Si estás en peligro ahora mismo, llama al ${contact}.`,
    line: (line) => `Puedes hablar con ${line.name} en el ${line.contact}, de forma gratuita y confidencial.`,
    directory: (line) => `${line.name} (${line.contact}) reúne líneas de ayuda gratuitas y confidenciales de tu país.`,
    coachTold: 'He avisado a tu coach para que pueda ponerse en contacto contigo. No tienes que pasar por esto en soledad.',
    noCoach: 'Cuéntale también a alguien de confianza, un amigo, un familiar o tu médico, cómo te sientes. No tienes que pasar por esto en soledad.',
    hold: 'Sigo aquí contigo. Tu seguridad es lo primero, así que de momento dejo el coaching en pausa.',
    holdInvite: 'Cuando estés a salvo, dímelo y seguimos juntos.',
    resumed: 'Gracias por decírmelo, me alegra que estés a salvo. ¿Por dónde quieres que sigamos?',
    checkInNo: 'Gracias por responderme con sinceridad. Si eso cambia, puedes decírmelo a mí o a tu coach en cualquier momento. ¿Qué te ayudaría más ahora?',
  },
  fr: {
    crisisOpening: {
      suicide:
        "Je suis vraiment content que tu me l'aies dit, et je m'inquiète pour ta sécurité. Ce que tu ressens compte, et tu mérites maintenant le soutien d'une personne, ce que je ne peux pas t'apporter en tant que coach IA.",
      self_harm:
        "Merci de m'avoir confié cela. Je m'inquiète pour ta sécurité, et tu mérites maintenant l'attention d'une personne, ce que je ne peux pas t'apporter en tant que coach IA.",
      harm_to_others:
        "On dirait que tout est très intense en ce moment. Avant toute chose, prends de la distance avec la situation et contacte quelqu'un qui peut t'aider à ce que personne ne soit blessé.",
      abuse:
        "Je suis vraiment désolé que cela te soit arrivé. Ce n'est pas ta faute, personne ne mérite d'être blessé ou menacé, et ta sécurité passe avant tout. Si tu peux le faire sans danger, parles-en à une personne de confiance.",
      medical_emergency: "Cela pourrait être une urgence médicale. S'il te plaît, demande de l'aide tout de suite ; le coaching peut attendre.",
    },
    concern: {
      suicide:
        "Ça a l'air vraiment lourd, et je suis content que tu le dises. Je veux te poser la question directement, parce que c'est important : est-ce que tu penses à mettre fin à ta vie, ou à te faire du mal ?",
      self_harm: "Merci de me l'avoir dit. Est-ce que je peux te demander directement : est-ce que tu penses à te faire du mal en ce moment ?",
      harm_to_others: "On dirait que beaucoup de colère s'accumule. Je veux te demander directement : as-tu peur de pouvoir blesser quelqu'un ?",
      abuse: "Ce que tu décris a l'air effrayant, et ce n'est pas ta faute. Est-ce que je peux te demander directement : es-tu en sécurité là où tu es, maintenant ?",
      medical_emergency:
        "Ces symptômes peuvent demander des soins urgents, alors n'attends pas : s'ils s'aggravent ou si tu te sens partir, appelle les secours maintenant. Y a-t-il quelqu'un avec toi qui peut t'aider ?",
    },
    emergency: (contact) => `Si tu es en danger maintenant, appelle le ${contact}.`,
    line: (line) => `Tu peux parler au ${line.name} au ${line.contact}, gratuitement et en toute confidentialité.`,
    directory: (line) => `${line.name} (${line.contact}) recense des lignes d'écoute gratuites et confidentielles près de chez toi.`,
    coachTold: "J'ai prévenu ton coach pour qu'il puisse te contacter. Tu n'as pas à traverser cela seul.",
    noCoach: "Dis aussi à une personne de confiance, un ami, un proche ou ton médecin, ce que tu ressens. Tu n'as pas à traverser cela seul.",
    hold: 'Je suis toujours là avec toi. Ta sécurité passe avant tout, alors je mets notre coaching en pause pour le moment.',
    holdInvite: 'Quand tu seras en sécurité, dis-le-moi, et nous continuerons ensemble.',
    resumed: 'Merci de me le dire, je suis content que tu sois en sécurité. Où veux-tu reprendre ?',
    checkInNo: "Merci de m'avoir répondu franchement. Si cela change, tu peux le dire à moi ou à ton coach à tout moment. Qu'est-ce qui t'aiderait le plus maintenant ?",
  },
  de: {
    crisisOpening: {
      suicide:
        'Ich bin wirklich froh, dass du mir das sagst, und ich mache mir Sorgen um deine Sicherheit. Was du fühlst, zählt, und du verdienst jetzt die Unterstützung eines Menschen, die ich dir als KI-Coach nicht geben kann.',
      self_harm:
        'Danke, dass du mir das anvertraust. Ich mache mir Sorgen um deine Sicherheit, und du verdienst jetzt die Zuwendung eines Menschen, die ich dir als KI-Coach nicht geben kann.',
      harm_to_others:
        'Es klingt, als wäre gerade alles sehr aufgeladen. Geh bitte zuerst auf Abstand zu der Situation und wende dich an jemanden, der dir helfen kann, dass niemand verletzt wird.',
      abuse:
        'Es tut mir sehr leid, dass dir das passiert ist. Es ist nicht deine Schuld, niemand verdient es, verletzt oder bedroht zu werden, und deine Sicherheit geht vor. Wenn es gefahrlos möglich ist, wende dich an einen Menschen, dem du vertraust.',
      medical_emergency: 'Das klingt nach einem medizinischen Notfall. Bitte hol dir jetzt sofort Hilfe; das Coaching kann warten.',
    },
    concern: {
      suicide:
        'Das klingt sehr schwer, und ich bin froh, dass du es aussprichst. Ich möchte dich direkt fragen, weil es wichtig ist: Denkst du daran, dir das Leben zu nehmen oder dir etwas anzutun?',
      self_harm: 'Danke, dass du es mir sagst. Darf ich dich direkt fragen: Denkst du gerade daran, dich zu verletzen?',
      harm_to_others: 'Es klingt, als staue sich viel Wut an. Ich möchte direkt fragen: Hast du Sorge, jemandem etwas anzutun?',
      abuse: 'Was du beschreibst, klingt beängstigend, und es ist nicht deine Schuld. Darf ich dich direkt fragen: Bist du dort, wo du gerade bist, in Sicherheit?',
      medical_emergency:
        'Solche Beschwerden können dringend ärztliche Hilfe brauchen, also warte bitte nicht ab: Wenn es schlimmer wird oder dir schwindlig wird, ruf sofort Hilfe. Ist jemand bei dir, der helfen kann?',
    },
    emergency: (contact) => `Wenn du gerade in Gefahr bist, ruf die ${contact} an.`,
    line: (line) => `Du kannst mit der ${line.name} sprechen, unter ${line.contact}, kostenlos und vertraulich.`,
    directory: (line) => `${line.name} (${line.contact}) listet kostenlose, vertrauliche Hilfetelefone in deinem Land.`,
    coachTold: 'Ich habe deinem Coach Bescheid gegeben, damit er sich bei dir melden kann. Du musst da nicht allein durch.',
    noCoach: 'Erzähl bitte auch einem Menschen, dem du vertraust, einem Freund, deiner Familie oder deiner Ärztin, wie es dir geht. Du musst da nicht allein durch.',
    hold: 'Ich bin weiter für dich da. Deine Sicherheit geht vor, deshalb pausiere ich unser Coaching vorerst.',
    holdInvite: 'Wenn du in Sicherheit bist, sag es mir, dann machen wir gemeinsam weiter.',
    resumed: 'Danke, dass du es mir sagst, ich bin froh, dass du in Sicherheit bist. Wo möchtest du weitermachen?',
    checkInNo: 'Danke für deine ehrliche Antwort. Wenn sich das ändert, kannst du es mir oder deinem Coach jederzeit sagen. Was würde dir jetzt am meisten helfen?',
  },
};

/** The resources that fit the risk: an abuse line for abuse, the emergency number alone for a body in danger. */
function resourceLines(texts: Texts, category: RiskCategory, resources: Resources): string {
  const emergency = texts.emergency(resources.emergency.contact);
  if (category === 'medical_emergency') return emergency;
  const { crisisLine } = resources;
  const line = category === 'abuse' && resources.abuseLine ? texts.line(resources.abuseLine) : crisisLine.directory ? texts.directory(crisisLine) : texts.line(crisisLine);
  return `${emergency} ${line}`;
}

const join = (...parts: string[]) => parts.filter(Boolean).join(' ');

/** The fixed reply to a crisis: care, no coaching, the resources, and whether a coach was told. */
export function crisisReply(language: Language, category: RiskCategory, resources: Resources, coachAlerted: boolean): string {
  const t = TEXTS[language];
  return join(t.crisisOpening[category], resourceLines(t, category, resources), coachAlerted ? t.coachTold : t.noCoach);
}

/** The reply to an ambiguous signal: a direct, kind question, and the resources, without a lecture. */
export function concernReply(language: Language, category: RiskCategory, resources: Resources): string {
  const t = TEXTS[language];
  return join(t.concern[category], resourceLines(t, category, resources));
}

/** While a crisis holds the coaching: the resources again and a short line, not coaching. */
export function holdReply(language: Language, category: RiskCategory, resources: Resources): string {
  const t = TEXTS[language];
  return join(t.hold, resourceLines(t, category, resources), t.holdInvite);
}

/** The client said they are safe (or it was a figure of speech): coaching resumes. */
export function resumedReply(language: Language): string {
  return TEXTS[language].resumed;
}

/** The client answered the direct question with a no. */
export function checkInAnsweredNoReply(language: Language): string {
  return TEXTS[language].checkInNo;
}
