/**
 * What a fuzz run saw, for its closing report: cases per operation and role, statuses, and every
 * problem grouped by operation and kind (status numbers, error codes and the first line of the problem
 * kept; ids and lengths vary), each with how often it happened and the first request that showed it.
 */
interface ProblemGroup {
  count: number;
  example: string;
}

/** The kind of a problem: its text without the values that vary from case to case. */
function problemKind(problem: string): string {
  return problem.replace(/\(\d+ chars\)/g, '').replace(/: \/[^ ]*/, ': <path>');
}

export class FuzzTally {
  readonly #started = Date.now();
  #cases = 0;
  #failedCases = 0;
  #fiveXX = 0;
  #undeclared = 0;
  readonly #roles = new Map<string, number>();
  readonly #statuses = new Map<string, Map<number, number>>();
  readonly #problems = new Map<string, ProblemGroup>();

  status(operationId: string, status: number): void {
    const byStatus = this.#statuses.get(operationId) ?? new Map<number, number>();
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    this.#statuses.set(operationId, byStatus);
  }

  /** Operations that got at least one answer under 400: a case reached the handler and it succeeded. */
  succeeded(): string[] {
    return [...this.#statuses]
      .filter(([, byStatus]) => [...byStatus.keys()].some((status) => status < 400))
      .map(([operationId]) => operationId);
  }

  case(operationId: string, role: string, problems: string[], request: string): void {
    this.#cases += 1;
    this.#roles.set(role, (this.#roles.get(role) ?? 0) + 1);
    if (problems.length === 0) return;
    this.#failedCases += 1;
    if (problems.some((p) => p.startsWith('5xx'))) this.#fiveXX += 1;
    if (problems.some((p) => p.startsWith('undeclared'))) this.#undeclared += 1;
    for (const problem of problems) {
      const key = `${operationId}: ${problemKind(problem)}`;
      const group = this.#problems.get(key) ?? { count: 0, example: request };
      group.count += 1;
      this.#problems.set(key, group);
    }
  }

  report(): string {
    const seconds = ((Date.now() - this.#started) / 1000).toFixed(1);
    const roles = [...this.#roles].map(([role, n]) => `${role} ${n}`).join(', ');
    const lines = [
      `contract fuzz: ${this.#cases} cases (${roles}) in ${seconds} s; ${this.#failedCases} failed: ` +
        `${this.#fiveXX} with a 5xx, ${this.#undeclared} with an undeclared status`,
    ];
    for (const [key, group] of [...this.#problems].sort(([a], [b]) => a.localeCompare(b))) {
      lines.push(`  ${group.count} × ${key}\n      e.g. ${group.example}`);
    }
    const statuses = [...this.#statuses]
      .map(([op, byStatus]) => `${op} ${[...byStatus].map(([s, n]) => `${s}:${n}`).join(' ')}`)
      .join('; ');
    lines.push(`  statuses: ${statuses}`);
    return lines.join('\n');
  }
}
