import { operationAnswerProblem } from '../contract-check.ts';
import type { FuzzOperation } from './contract-operations.ts';

/**
 * The fuzzer's check of one answer: no 5xx, and the harness's strict contract check
 * (contract-check.ts: the status declared for the operation by its own number, the media type one
 * that status declares, a JSON body valid against that status's schema).
 */
export interface Answer {
  status: number;
  contentType: string;
  /** The body as text (`null`: not read, e.g. an event stream). */
  body: string | null;
}

/** What is wrong with `answer` (an empty list: nothing). */
export async function answerProblems(operation: FuzzOperation, answer: Answer): Promise<string[]> {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`5xx: ${answer.status}`);
  const { body } = answer;
  const problem = await operationAnswerProblem(operation.operationId, {
    status: answer.status,
    contentType: answer.contentType,
    // Text that is not JSON fails the schema check as such.
    readJson: body === null ? null : async () => parseJson(body),
  });
  if (problem) problems.push(problem);
  return problems;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return Symbol.for('not JSON');
  }
}
