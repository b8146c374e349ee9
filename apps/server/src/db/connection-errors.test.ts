import { describe, expect, it } from 'vitest';
import { isConnectionLoss } from './connection-errors.ts';

/** An error as node-postgres or Node's net module makes it: a message and a `code`. */
const coded = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isConnectionLoss', () => {
  it.each([
    [
      'admin shutdown (pg_ctl stop/restart -m fast)',
      coded('57P01', 'terminating connection due to administrator command'),
    ],
    ['crash shutdown', coded('57P02')],
    ['cannot connect now (starting up, shutting down)', coded('57P03', 'the database system is starting up')],
    ['connection exception class 08', coded('08006', 'connection failure')],
    ['connection does not exist', coded('08003')],
    ['refused', coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['reset', coded('ECONNRESET', 'read ECONNRESET')],
    ['broken pipe', coded('EPIPE')],
    ['timed out', coded('ETIMEDOUT')],
    ['ended under a query', new Error('Connection terminated unexpectedly')],
    ['pool connection timeout', new Error('timeout exceeded when trying to connect')],
    ['client broken earlier', new Error('Client has encountered a connection error and is not queryable')],
    [
      'connect timeout with its cause',
      new Error('Connection terminated due to connection timeout', { cause: new Error('timeout expired') }),
    ],
    ['a wrapped cause', new Error('query failed', { cause: coded('57P01') })],
    [
      'every address of a host name refused',
      new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')], 'connect failed'),
    ],
  ])('recognises %s', (_name, error) => {
    expect(isConnectionLoss(error)).toBe(true);
  });

  it.each([
    ['a unique violation', coded('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error', coded('42601', 'syntax error at or near "selec"')],
    ['a serialization failure', coded('40001')],
    ['too many connections (the server is up)', coded('53300', 'sorry, too many clients already')],
    ['a canceled statement', coded('57014', 'canceling statement due to statement timeout')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a message merely mentioning a connection', new Error('Connection terminatedness is not a word')],
    ['a string', 'ECONNREFUSED'],
    ['nothing', undefined],
    ['null', null],
  ])('does not count %s', (_name, error) => {
    expect(isConnectionLoss(error)).toBe(false);
  });

  it('stops on a cycle of causes', () => {
    const a: Error & { cause?: unknown } = new Error('a');
    a.cause = new Error('b', { cause: a });
    expect(isConnectionLoss(a)).toBe(false);
  });
});
