/**
 * Whether a page stays where the reader put it (the docs pages of the built Storybook, decision
 * 0023): the probe that runs in the page, and the sum of what it saw.
 */

/** What a page did while it was watched: how far it scrolled, and what took focus. */
export interface Steadiness {
  /** The largest |window.scrollY| seen, in CSS pixels. */
  maxScroll: number;
  /** Each element that held focus instead of <body>, described once, in the order seen. */
  focused: string[];
}

/** One look at the page: its scroll position and the focused element (`null` for <body>). */
export interface Sample {
  scrollY: number;
  focused: string | null;
}

/** Sums up the samples of a watch. */
export function steadiness(samples: readonly Sample[]): Steadiness {
  const focused = samples.flatMap((sample) => (sample.focused === null ? [] : [sample.focused]));
  return {
    maxScroll: Math.max(0, ...samples.map((sample) => Math.abs(sample.scrollY))),
    focused: [...new Set(focused)],
  };
}

/**
 * Runs in the page (`page.evaluate(watchPage, …)`, so it uses nothing from outside itself): samples
 * it every `intervalMs` for `durationMs`. A focused element is described by its tag, role and name
 * (an <iframe> means a story inside it took the focus).
 */
export async function watchPage({
  durationMs,
  intervalMs,
}: {
  durationMs: number;
  intervalMs: number;
}): Promise<Sample[]> {
  const describeElement = (element: Element | null): string | null => {
    if (element === null || element === document.body) return null;
    const role = element.getAttribute('role');
    const name = element.getAttribute('aria-label') ?? element.getAttribute('title') ?? element.id;
    return [element.tagName.toLowerCase(), role && `role=${role}`, name && `"${name}"`]
      .filter(Boolean)
      .join(' ');
  };
  const samples: Sample[] = [];
  const end = performance.now() + durationMs;
  while (performance.now() < end) {
    samples.push({ scrollY: window.scrollY, focused: describeElement(document.activeElement) });
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return samples;
}
