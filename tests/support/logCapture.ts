import { routeLogTo, type LogLevel } from '../../src/server/lib/logger';

export type LogLine = Record<string, any> & { level: string; msg: string; time: string };

/**
 * Collects the server's log lines (parsed JSON) until `restore`; tests otherwise run with the
 * logger silent. `text` is the raw output, for asserting what must never be written.
 */
export function captureLogs(level: LogLevel = 'debug') {
  const lines: LogLine[] = [];
  let text = '';
  const restore = routeLogTo(
    {
      write: (line) => {
        text += line;
        lines.push(JSON.parse(line));
      },
    },
    level,
  );
  return {
    lines,
    text: () => text,
    withMessage: (pattern: RegExp | string) => lines.filter((l) => (typeof pattern === 'string' ? l.msg === pattern : pattern.test(l.msg))),
    restore,
  };
}
