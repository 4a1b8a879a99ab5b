export const RULES_CONSENT_MISSING = 'Akceptacja regulaminu jest warunkiem udziału w programie.';
