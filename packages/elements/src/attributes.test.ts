import { describe, expect, it } from 'vitest';
import { EmbedAttributeError, embedSettings } from './attributes.ts';
import { favoriteSettings } from './favoriteSettings.ts';

function element(attributes: Record<string, string>): Element {
  const node = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

describe('the elements’ attributes', () => {
  it('read the product’s origin, the year and the theme', () => {
    expect(
      embedSettings(
        element({ 'api-origin': 'https://schedule.example.org/any/path', year: '2026', theme: 'dark' }),
        'conf-search',
      ),
    ).toEqual({ apiOrigin: 'https://schedule.example.org', year: 2026, theme: 'dark' });
    expect(embedSettings(element({ 'api-origin': 'http://127.0.0.1:4000' }), 'conf-search')).toEqual({
      apiOrigin: 'http://127.0.0.1:4000',
      year: undefined,
      theme: 'light',
    });
  });

  it('say what is wrong, naming the element', () => {
    expect(() => embedSettings(element({}), 'conf-search')).toThrow(
      `<conf-search> needs api-origin, the product's address (https://schedule.example.org); got "".`,
    );
    expect(() => embedSettings(element({ 'api-origin': 'javascript:alert(1)' }), 'conf-favorite')).toThrow(
      EmbedAttributeError,
    );
    expect(() =>
      embedSettings(element({ 'api-origin': 'https://a.example', year: '26' }), 'conf-search'),
    ).toThrow('<conf-search> year must be a year such as 2026; got "26".');
  });

  it('of <conf-favorite>: an event id, and a year to look its name up unless the name is given', () => {
    const base = { 'api-origin': 'https://schedule.example.org' };
    const withYear = element({ ...base, year: '2026', 'event-id': ' PP100108 ', size: 'small' });
    expect(favoriteSettings(withYear, embedSettings(withYear, 'conf-favorite'))).toEqual({
      eventId: 'PP100108',
      name: undefined,
      size: 'small',
    });
    const named = element({ ...base, 'event-id': 'PP100108', name: 'Opening concert' });
    expect(favoriteSettings(named, embedSettings(named, 'conf-favorite'))).toEqual({
      eventId: 'PP100108',
      name: 'Opening concert',
      size: 'regular',
    });
    const noId = element({ ...base, year: '2026' });
    expect(() => favoriteSettings(noId, embedSettings(noId, 'conf-favorite'))).toThrow(
      '<conf-favorite> needs event-id, the id of the event to favorite.',
    );
    const noYear = element({ ...base, 'event-id': 'PP100108' });
    expect(() => favoriteSettings(noYear, embedSettings(noYear, 'conf-favorite'))).toThrow(/needs year/);
  });
});
