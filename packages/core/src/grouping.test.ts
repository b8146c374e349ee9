import { describe, expect, it } from 'vitest';
import {
  accentForEventType,
  eventTypeLabel,
  groupByModel,
  MODEL_GROUP_ORDER,
  modelGroup,
} from './grouping.ts';

describe('grouping', () => {
  it('orders groups Events, Films, Brands, Presenters, Contributors, Venues', () => {
    expect(MODEL_GROUP_ORDER).toEqual(['Events', 'Films', 'Brands', 'Presenters', 'Contributors', 'Venues']);
  });

  it.each([
    ['event', 'Events'],
    ['film', 'Films'],
    ['brand', 'Brands'],
    ['exhibitor', 'Brands'],
    ['music_fest_presenter', 'Presenters'],
    ['artist', 'Contributors'],
    ['person', 'Contributors'],
    ['venue', 'Venues'],
    ['attendee', null],
    ['unknown', null],
  ])('puts %s in %s', (model, group) => {
    expect(modelGroup(model)).toBe(group);
  });

  describe('groupByModel', () => {
    it('groups in the fixed order, keeps input order inside a group and drops empty groups', () => {
      const items = [
        { id: 'v', type: 'venue' },
        { id: 'p', type: 'person' },
        { id: 'e1', type: 'event' },
        { id: 'a', type: 'artist' },
        { id: 'e2', type: 'event' },
        { id: 'u', type: 'attendee' },
      ];
      const { groups, ungrouped } = groupByModel(items, (item) => item.type);
      expect(groups.map((g) => [g.group, g.items.map((i) => i.id)])).toEqual([
        ['Events', ['e1', 'e2']],
        ['Contributors', ['p', 'a']],
        ['Venues', ['v']],
      ]);
      expect(ungrouped.map((i) => i.id)).toEqual(['u']);
    });

    it('returns no groups for no items', () => {
      expect(groupByModel([], () => 'event')).toEqual({ groups: [], ungrouped: [] });
    });
  });

  describe('eventTypeLabel', () => {
    it('shows panel as Session and showcase_presenter as Showcase', () => {
      expect(eventTypeLabel('panel')).toBe('Session');
      expect(eventTypeLabel('showcase_presenter')).toBe('Showcase');
    });

    it('capitalises other types', () => {
      expect(eventTypeLabel('screening')).toBe('Screening');
      expect(eventTypeLabel('session')).toBe('Session');
      expect(eventTypeLabel('edu')).toBe('Edu');
    });

    it('is empty without a type', () => {
      expect(eventTypeLabel(null)).toBe('');
    });
  });

  describe('accentForEventType', () => {
    it.each([
      ['screening', 'screening'],
      ['showcase', 'showcase'],
      ['showcase_presenter', 'showcase'],
      ['session', 'session'],
      ['panel', 'session'],
      ['edu', 'edu'],
      ['party', 'default'],
      [null, 'default'],
    ])('%s -> %s', (type, accent) => {
      expect(accentForEventType(type)).toBe(accent);
    });
  });
});
