/**
 * How far the device's suggestions agree with the server's (issue 15 item 4): an answer agrees when
 * its top 8 are the server's top 8, the same records in the same order. Pure: figures from answers.
 */

/** What identifies a suggestion. */
export interface SuggestionKey {
  type: string;
  event_id?: string | null;
  entity_id?: string | null;
}

const keyOf = (s: SuggestionKey) => `${s.type}:${s.event_id ?? s.entity_id ?? ''}`;

/** Whether two answers hold the same records in the same order (the first `limit` of each). */
export function sameTop(
  server: readonly SuggestionKey[],
  device: readonly SuggestionKey[],
  limit = 8,
): boolean {
  const a = server.slice(0, limit).map(keyOf);
  const b = device.slice(0, limit).map(keyOf);
  return a.length === b.length && a.every((key, i) => key === b[i]);
}

/** One compared text: the category, the text, and both answers. */
export interface ComparedAnswer {
  category: string;
  text: string;
  server: readonly SuggestionKey[];
  device: readonly SuggestionKey[];
}

export interface Agreement {
  answers: number;
  agreeing: number;
  /** agreeing / answers (1 when there is nothing to compare). */
  ratio: number;
  /** Up to `examples` answers that differ, for the report. */
  differing: { category: string; text: string; server: string[]; device: string[] }[];
}

export function agreement(compared: readonly ComparedAnswer[], examples = 5): Agreement {
  const differing = compared.filter((c) => !sameTop(c.server, c.device));
  const agreeing = compared.length - differing.length;
  return {
    answers: compared.length,
    agreeing,
    ratio: compared.length === 0 ? 1 : agreeing / compared.length,
    differing: differing.slice(0, examples).map((c) => ({
      category: c.category,
      text: c.text,
      server: c.server.slice(0, 8).map(keyOf),
      device: c.device.slice(0, 8).map(keyOf),
    })),
  };
}
