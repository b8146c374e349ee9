/**
 * A file that cannot be read as its format: the import stops before anything is written. The
 * message names the file and where in it the problem is (a line for CSV, NDJSON and JSON syntax; an
 * element path for XML; a JSON path for structure).
 */
export class ImportFileError extends Error {
  override name = 'ImportFileError';
  /** The file (its name as given), or `null` for content without a name. */
  readonly file: string | null;
  /** `line 12`, `line 3, column 7`, `/schedule/day[2]/room[1]`, `$.schedule.conference.days`… */
  readonly location: string | null;
  /** The problem, without file and location. */
  readonly problem: string;

  constructor(problem: string, opts: { file?: string | null; location?: string | null } = {}) {
    const file = opts.file ?? null;
    const location = opts.location ?? null;
    const where = [file, location].filter(Boolean).join(', ');
    super(where ? `${where}: ${problem}` : problem);
    this.file = file;
    this.location = location;
    this.problem = problem;
  }
}

/** A file's text with the name it was given by (a path, or a label for content sent over HTTP). */
export interface SourceFile {
  name: string;
  text: string;
}

/** `line L, column C` of a character offset in a text. */
export function lineColumnAt(text: string, offset: number): string {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line += 1;
      lineStart = i + 1;
    }
  }
  return `line ${line}, column ${offset - lineStart + 1}`;
}

/**
 * Offset of the first JSON syntax error in a text (-1 when it is valid JSON). Run only after
 * `JSON.parse` failed, because V8's messages no longer always carry a position.
 */
export function jsonErrorOffset(text: string): number {
  let i = 0;
  const n = text.length;
  const NUMBER = /-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/y;
  const fail = (): never => {
    throw new RangeError(String(i));
  };
  const ws = () => {
    while (i < n && ' \t\n\r'.includes(text.charAt(i))) i++;
  };
  const string = () => {
    i++;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 34) {
        i++;
        return;
      }
      if (c === 92) i += 2;
      else if (c < 32) fail();
      else i++;
    }
    fail();
  };
  const value = (): void => {
    ws();
    const c = text.charAt(i);
    if (c === '{' || c === '[') {
      const close = c === '{' ? '}' : ']';
      i++;
      ws();
      if (text.charAt(i) === close) {
        i++;
        return;
      }
      for (;;) {
        ws();
        if (close === '}') {
          if (text.charAt(i) !== '"') fail();
          string();
          ws();
          if (text.charAt(i) !== ':') fail();
          i++;
        }
        value();
        ws();
        if (text.charAt(i) === ',') i++;
        else if (text.charAt(i) === close) {
          i++;
          return;
        } else fail();
      }
    }
    if (c === '"') {
      string();
      return;
    }
    for (const word of ['true', 'false', 'null']) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return;
      }
    }
    NUMBER.lastIndex = i;
    if (!NUMBER.test(text)) fail();
    i = NUMBER.lastIndex;
  };
  try {
    value();
    ws();
    if (i < n) fail();
    return -1;
  } catch (error) {
    if (error instanceof RangeError) return Number(error.message);
    throw error;
  }
}

/**
 * `JSON.parse` that reports where the text breaks (`line 3, column 7`) through an
 * {@link ImportFileError}.
 */
export function parseJson(file: SourceFile): unknown {
  const text = file.text.replace(/^\ufeff/, '');
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const offset = jsonErrorOffset(text);
    const problem = message.split('\n')[0]?.replace(/\s*\(line \d+ column \d+\)/, '') ?? message;
    throw new ImportFileError(
      `not valid JSON (${problem.length > 120 ? `${problem.slice(0, 120)}…` : problem})`,
      {
        file: file.name,
        location: offset >= 0 ? lineColumnAt(text, offset) : null,
      },
    );
  }
}

/**
 * Newline-delimited JSON: one object per non-blank line, each with its 1-based line number. A line
 * that is not a JSON object is an {@link ImportFileError} naming that line.
 */
export function parseNdjson(file: SourceFile): { line: number; value: Record<string, unknown> }[] {
  const rows: { line: number; value: Record<string, unknown> }[] = [];
  const lines = file.text.replace(/^\ufeff/, '').split('\n');
  for (const [index, raw] of lines.entries()) {
    const text = raw.trim();
    if (text === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new ImportFileError(`not a valid JSON line (${message})`, {
        file: file.name,
        location: `line ${index + 1}`,
      });
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new ImportFileError('each line must be a JSON object', {
        file: file.name,
        location: `line ${index + 1}`,
      });
    }
    rows.push({ line: index + 1, value: value as Record<string, unknown> });
  }
  return rows;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
