import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from './i18n.js';
import { clientName, personName } from './person-name.js';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('personName', () => {
  it('is the full name, trimmed, or the fallback while the profile has none', () => {
    expect(personName({ firstName: ' Jordan', lastName: 'Taylor ' })).toBe('Jordan Taylor');
    expect(clientName({ email: 'jordan@example.com', profile: { firstName: '', lastName: '' } })).toBe('jordan@example.com');
  });

  it("says 'Deleted client' in the reader's language for a client whose account was erased", async () => {
    expect(personName({ firstName: '', lastName: '' })).toBe('Deleted client');
    await i18n.loadNamespaces('messages');
    await i18n.changeLanguage('fr');
    await i18n.loadNamespaces('messages');
    expect(personName({ firstName: '', lastName: '' })).toBe('Client supprimé');
  });
});
