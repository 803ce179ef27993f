/**
 * What the coach says in answer to each client move, as pools of sentences. Slots in braces are
 * filled from the client's own words: {you} their key clause in the second person, {feeling} the
 * emotion it carries, {worry} what they fear, {step} a commitment or option in the second person,
 * {when} its day, {topic} what the conversation is about, {name} their first name. A sentence naming
 * a slot with no value is not used; a sentence used once in a conversation is not used again.
 */

export const REFLECTIONS = [
  'It sounds like {you}.',
  'So {you}.',
  'If I follow you, {you}.',
  "What I'm hearing is that {you}.",
  'In other words, {you}.',
  "You're telling me {you}.",
  'From what you say, {you}.',
  'So, as things stand, {you}.',
  "I'm taking from this that {you}.",
  'Let me check I have it: {you}.',
];

export const FEELINGS = [
  'That sounds {feeling}.',
  'No wonder it feels {feeling}.',
  'I can hear how {feeling} that is.',
  'That must be {feeling}.',
  'It makes sense that this feels {feeling}.',
];

export const WORRY_ACKNOWLEDGEMENTS = [
  "It's understandable to worry that {worry}.",
  'That worry makes sense: {worry} would matter to you.',
  "You're afraid that {worry}, and that deserves attention before anything else.",
  'A fear that {worry} is worth taking seriously.',
  "I hear the concern that {worry}; let's look at it rather than push past it.",
];
export const WORRY_ABOUT_ACKNOWLEDGEMENTS = [
  "It's understandable to worry about {worryabout}.",
  'A worry about {worryabout} deserves attention before anything else.',
  "I hear how much {worryabout} weighs on you; let's look at that worry rather than push past it.",
  'It makes sense that {worryabout} worries you.',
];
export const WORRY_ACKNOWLEDGEMENTS_PLAIN = [
  'That worry makes sense, and it deserves attention before anything else.',
  "It's understandable to feel uneasy about this.",
  "Let's not push past that concern; it's worth looking at.",
  "A fear like that is worth taking seriously before we go on.",
];
export const WORRY_QUESTIONS = [
  'What exactly do you picture happening if {worry}?',
  'How likely does it feel that {worry}, and what would tell you early?',
  'What exactly about {worryabout} worries you most?',
  'What would help you feel more confident that things would hold up?',
  'What part of that worry feels the most real to you?',
  'If the worst happened, what would you do about it?',
  'What would need to be in place for that worry to shrink a little?',
  'What has that fear cost you so far?',
];

export const SUCCESS_ACKNOWLEDGEMENTS = [
  'That worked, and it is worth looking at closely.',
  'That is a real success, and it tells us something.',
  "Something went right there, and it didn't happen by accident.",
  "That's encouraging: you've done this well before.",
  'That sounds like a time it went well.',
];
export const SUCCESS_QUESTIONS = [
  'What did you do that made the difference that time?',
  'What made it work then?',
  'What was different about that time, that made it work?',
  'Which part of that could you use again now?',
  'What did that teach you about what works for you?',
];

export const FAILURE_ACKNOWLEDGEMENTS = [
  'That sounds frustrating, and it makes sense that it stays with you.',
  "That's a hard experience to shake off.",
  'No wonder that left a mark: it was a real setback.',
  'That must have been disappointing.',
  'That sounds frustrating, and it cost you time and energy.',
];
export const FAILURE_QUESTIONS = [
  'Looking back, what got in the way that time?',
  'What would you do differently next time?',
  'What did that experience teach you?',
  'What would have had to be in place for it to go better, looking back?',
  'Which part of it was in your hands, and which was not?',
];

export const OPTION_ACKNOWLEDGEMENTS = [
  'You could {step}: that is a real option.',
  'The idea to {step} is worth weighing.',
  'So one option is to {step}.',
  "There's something concrete in that: you could {step}.",
  'Being able to {step} gives us something to work with.',
];
/** For an option that does not start with a verb ('20 minutes after the kids are asleep', 'preparing like that'). */
export const OPTION_ACKNOWLEDGEMENTS_PLAIN = ['So one possibility is {step}.', "That's an idea worth weighing: {step}.", 'There is a real option in that: {step}.'];
/** What an option points back to ('I could go to that'), said first. */
export const OPTION_CONTEXTS = ['So {context}.', 'There is {context} to draw on.', 'You mention {context}.', 'Noted: {context}.'];
export const OPTION_QUESTIONS = [
  'What makes that option appealing to you?',
  'What would it take to make that option happen?',
  'How well does that fit you, on a first feel?',
  'What would be the first small step toward it?',
  'What could make that option hard to carry out?',
  'What other options sit alongside that one?',
];

export const COMMITMENT_CONFIRMATIONS = [
  'So you will {step}.',
  "That's a clear plan: you'll {step}.",
  'Good, you are going to {step}.',
  "Agreed: you'll {step}.",
  "Then that's the step: you'll {step}.",
];
/** For a step that does not start with a verb ('first gen society wednesday at 6'). */
export const COMMITMENT_CONFIRMATIONS_PLAIN = ["So that's the plan: {step}.", 'Noted as your next step: {step}.', 'Your step, then: {step}.', "That's settled: {step}."];
export const COMMITMENT_NOTES = [
  "I've added it to your action items.",
  "I've noted it as an action item.",
  "It's on your action items now.",
  "I've put that on your list of action items.",
];
export const WHEN_QUESTIONS = [
  'When exactly will you do it?',
  'Which day will you do that, and at what time?',
  'When will you make a start on it?',
];
export const OBSTACLE_QUESTIONS = [
  'What might get in the way, and how will you handle it?',
  'What could stop you, and what will you do if it does?',
  'What is the most likely obstacle, and how will you get round it?',
  'What would help you follow through when the moment comes?',
  'If something derails it, what is your back-up plan?',
];
export const AFTER_COMMITMENT_QUESTIONS = [
  'How will you know it went well?',
  'What will you notice once you have done it?',
  'Who could you tell about it, so that it happens?',
  'How will you remind yourself when the day comes?',
];

export const DIRECTIVE_ADVICE_INTROS = [
  'Here are a few options, built from what you have told me:',
  'A few options, from what you have said so far:',
  'Some possibilities, drawn from your own situation:',
];
export const NON_DIRECTIVE_ADVICE_INTROS = [
  "I'll ask rather than tell, because the answers you find yourself are the ones that tend to stick.",
  'Instead of handing you tips, I would rather help you find your own answer: you know your situation best.',
  'I could give you generic advice, but your own answer will fit you better, so I ask rather than tell.',
];
export const ONE_WAY_FORWARD = [
  'One way forward: {option}.',
  'One approach many people find useful: {option}.',
  'If it helps to have a starting point, you could {option}.',
];
export const ADVICE_QUESTIONS_DIRECTIVE = ['Which of these fits you best?', 'Which one would you try first?', 'Which of these feels most doable for you?'];
export const ADVICE_QUESTIONS_OPEN = [
  'What would a first step look like for you?',
  'What does your own instinct tell you to try?',
  'How would that work in your situation?',
];

export const STUCK_ACKNOWLEDGEMENTS = [
  "That's OK, let's make it smaller.",
  'No problem: there is no need for a perfect answer.',
  "That's fine; let's try an easier way in.",
  "Fair enough, let's slow down.",
  "That's alright, a guess is good enough here.",
];
/** What a stuck answer still says, taken up: {unknown} what the client does not know, {said} what they do. */
export const STUCK_UNKNOWNS = ['Not knowing {unknown} yet is a fine place to start.', "It's fine not to know {unknown} yet.", 'We can work {unknown} out together, bit by bit.'];
export const STUCK_REMARKS = ['{Said}, and that is OK.', 'Noted: {said}.', 'That makes sense if {said}.'];
export const STUCK_QUESTIONS = [
  'If you had to guess, what would you say?',
  "What's one word for how it feels right now?",
  "What's one tiny thing that is true about it today?",
  'Is the hardest part getting started, or keeping going?',
  'Is it more that you are unsure what you want, or unsure how to get there?',
  'Would it help more to talk about what is going well, or what is in the way?',
  'Would a small step or a bigger change feel better right now?',
  'Is this more about work, or about you personally?',
  'What would you like to be different by next week?',
];

export const DISAGREEMENT_ACKNOWLEDGEMENTS = [
  "Fair enough, that doesn't fit for you.",
  "Point taken; let's try another angle.",
  "Thanks for saying so; let's set that aside.",
  'Understood, that is not it.',
  "OK, let's look at it differently.",
];
export const DISAGREEMENT_QUESTIONS = [
  'What would fit better for you?',
  'What feels closer to the real issue?',
  'What would be more useful to look at instead?',
  'What am I missing about your situation?',
];

/** The same request for advice sent again: the question named, then answered. */
export const REPEAT_ADVICE = [
  "You're asking again {asked}, so let me answer it properly.",
  "That's the second time you've asked {asked}; it clearly matters.",
  'You came back to {asked}, so here is something more concrete.',
];

export const REPEAT_ACKNOWLEDGEMENTS = [
  "You've said that again, so it clearly matters.",
  "That's the second time you've said it, and I'm taking note.",
  'You came back to that, so let us stay with it.',
];
export const REPEAT_STUCK = [
  "Still not sure, and that's fine; let's make it even smaller.",
  "Still nothing coming to mind, and that's OK; here is an easier one.",
  'Still stuck, so let us try a simpler way in.',
];
export const REPEAT_QUESTIONS = [
  'What would you most like me to hear in that?',
  'What is it about this that keeps coming back for you?',
  "What haven't we touched yet about it?",
];

/** What a greeting, thank-you or aside says beyond itself ({social}), taken up. */
export const SOCIAL_REMARKS = ['Thanks for telling me {social}.', 'Noted, {social}.', 'I hear you: {social}.'];
export const ASIDE_REMARKS = ['I hear you: {social}.', 'Understood, {social}.', 'No rush at all: {social}.'];
export const THANKS_REMARKS = ['{Social}, and that is worth noticing.', "I'm glad you said so: {social}.", 'And {social}: noted.'];
/** An interruption or an apology for the chat: no harm done, back to the work. */
export const ASIDE_REPLIES = ['No problem, good to have you back.', 'No worries at all, glad you are back.', "That's fine, take all the time you need; good to have you here.", 'Not at all, it is nice to hear from you.'];
/** A client who has to go and asks about next time ('Same time next week?'). */
export const NEXT_TIME_REPLIES = ['{Social} sounds good: I will be here whenever you come back.', 'Yes, {social} works; I will be here.'];
export const GREETINGS = ['Hi {name}, good to hear from you.', 'Hello {name}, welcome.', 'Hi {name}, nice to see you.', 'Hello, good to have you here.'];
export const THANKS_REPLIES = ["You're welcome, I'm glad it helps.", 'Glad that was useful.', 'Thank you, it is good to hear that.', "I'm glad it's helping."];
export const GOODBYES = ['Take care, {name}, and thanks for today.', 'Good work today.', "It's been good to think this through with you."];
export const LEAVING_REMARKS = ['Good luck with {leaving}.', 'I hope {leaving} goes well.'];
export const GREETING_QUESTIONS = ['What would you like to focus on today?', "What's on your mind today?", 'Where would you like to start?'];

/** The client's question, said back: {asked} is it as an indirect clause ('whether 34 is too old to switch'). */
export const ASKED_REFLECTIONS = ["You're asking {asked}.", 'So the question is {asked}.', 'You want to know {asked}.', "It's a fair question, {asked}."];
export const ADVICE_REFLECTIONS = ["You'd like to know {asked}.", 'So you are looking for {asked}.', "You're asking {asked}."];

/** Answers to common questions a client puts to the coach; the first pattern that matches answers. */
export const QUESTION_ANSWERS: [RegExp, readonly string[]][] = [
  [/^(?:am i|are we)\b/i, ['From what you describe, your reaction makes sense: it shows this matters to you.', "I don't think so: what you feel is information worth listening to."]],
  [
    /\b(?:normal|common|just me|other people|everyone|weird|silly|unusual)\b/i,
    ["It's very common, and it says nothing bad about you.", 'Many people I work with feel exactly this, so it is not just you.', "Yes, that's normal, especially when something matters to you."],
  ],
  [/\b(?:why (?:do|are|would) you (?:ask|want)|why does (?:that|it) matter|what's the point)\b/i, ['I ask because the answer usually shows where the real leverage is.', 'I ask because your own words show us what matters most to you.']],
  [/\b(?:how does (?:this|it) work|what (?:do|should) we do|what happens (?:now|next)|how do we)\b/i, ['We work through it together: you bring the situation, I ask questions that help you find the next step, and we note what you commit to.']],
  [
    /\b(?:remember|memory|start(?:s)? (?:fresh|from scratch|over)|forget)\b/i,
    ["Within our conversation I keep track of everything you say, and a short summary of earlier sessions carries over, so we don't start from scratch each time.", 'I remember what we say in this conversation, and a summary of earlier sessions comes with me, so nothing important is lost.'],
  ],
  [/\bdo (?:other )?people (?:actually |really |ever )?\w+/i, ['Yes, people do, more often than the stories suggest, and what matters is how it would work for you.', 'They do, and not only in the success stories: plenty of people make this move quietly.']],
  [/\b(?:are you (?:a |an )?(?:real|human|person|bot|ai|robot))\b/i, ["I'm an AI coach: I can help you think things through, and your human coach can see what we agree."]],
  [/\b(?:help|coaching thing|can we work on)\b/i, ['Yes, that is very much something we can work on together.', 'Yes, coaching can help with that.']],
  [/\bwhat would you (?:pick|choose|do)\b/i, ["If I were you, I'd go with the option you keep coming back to: that usually shows what matters to you."]],
  [/\b(?:how (?:many|much|long|often)|data|realistic|enough|too (?:old|late|young|early))\b/i, ['There is no single right figure: it depends on your situation, and we can work out what fits you.', 'There is no fixed rule for that; what matters is what works in your situation.']],
  [/\b(?:make sense|is that (?:ok|okay|fine|right|reasonable|bad))\b/i, ['It makes sense, yes, and it sounds reasonable from what you have told me.', 'Yes, that sounds reasonable to me.']],
  [
    /\b(?:what do you think|do you think|your (?:view|opinion|take)|would you|should i)\b/i,
    ["My honest view: there is rarely one right answer, and your own judgement counts for more than mine here.", 'Honestly, I think you already know more about this than you give yourself credit for.'],
  ],
];
/** A question that fears a judgement ('Isn't it a bit petty to...?'): answered, and the worry in it named. */
export const SELF_DOUBT_ANSWERS = [
  "It makes sense to worry about that, and asking for what matters to you isn't {judgement} in itself.",
  "I can hear the worry in that question; from what you describe, it doesn't sound {judgement} to me.",
  "It's understandable to fear it might come across as {judgement}, but caring about this is not the same thing.",
];
export const SELF_DOUBT_ANSWERS_PLAIN = [
  "It's understandable to worry about that; plenty of people do exactly this, and later than they thought they could.",
  "That worry makes sense, and the honest answer is that more people do this than the worry suggests.",
];
export const QUESTION_ANSWERS_FALLBACK = [
  "I don't have a ready-made answer, but we can work it out from what you know.",
  'I can not answer that for you with certainty, but we can look at it together.',
  'There is no single answer to that, and your own view matters most here.',
];
