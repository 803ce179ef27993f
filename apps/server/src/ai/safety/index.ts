/**
 * The safety screen that runs before any model sees a client's message. A risk to someone's safety is
 * assessed from clinical concepts (C-SSRS for suicide) in four languages, across the client's last few
 * messages, with a learned scorer behind the rules for what no rule names; a crisis gets a fixed,
 * caring reply with the resources of the client's country, a concern a direct question, and an
 * attempt to pull out the AI's setup or other people's data gets nothing.
 */
export { answerToCheckIn, assessRisk, saysTheyAreSafe, type RiskAssessment, type RiskLevel } from './assess.js';
export { countryOf } from './country.js';
export { screenRisk } from './screen.js';
export { decide, type SafetyDecision, type SafetyState } from './decide.js';
export { EXTRACTION_REPLY, isExtractionAttempt } from './extraction.js';
export { detectLanguage, type Language } from './language.js';
export { checkInAnsweredNoReply, concernReply, crisisReply, holdReply, resumedReply, type Resources } from './replies.js';
