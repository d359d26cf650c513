/**
 * A reader of the Prometheus text exposition format (version 0.0.4), strict enough to fail on a
 * malformed line: # HELP / # TYPE comments and `name{label="value",...} value` samples, with the
 * format's escapes (\\, \" and \n in label values).
 */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Exposition {
  /** Metric family name -> its TYPE. */
  types: Map<string, string>;
  help: Map<string, string>;
  samples: Sample[];
}

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*/;
const LABEL = /^[a-zA-Z_][a-zA-Z0-9_]*/;

// Prometheus reads these words in any letter case (Go's ParseFloat); prom-client writes NaN as "Nan".
function parseValue(text: string, line: string): number {
  const word = text.toLowerCase();
  if (word === '+inf' || word === 'inf') return Infinity;
  if (word === '-inf') return -Infinity;
  if (word === 'nan') return NaN;
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/.test(text)) throw new Error(`not a sample value: ${JSON.stringify(line)}`);
  return Number(text);
}

function parseSample(line: string): Sample {
  const name = NAME.exec(line)?.[0];
  if (!name) throw new Error(`no metric name: ${JSON.stringify(line)}`);
  let rest = line.slice(name.length);
  const labels: Record<string, string> = {};
  if (rest.startsWith('{')) {
    rest = rest.slice(1);
    while (!rest.startsWith('}')) {
      const label = LABEL.exec(rest)?.[0];
      if (!label || rest[label.length] !== '=' || rest[label.length + 1] !== '"') throw new Error(`bad label in ${JSON.stringify(line)}`);
      rest = rest.slice(label.length + 2);
      let value = '';
      for (;;) {
        const c = rest[0];
        if (c === undefined) throw new Error(`unterminated label value in ${JSON.stringify(line)}`);
        rest = rest.slice(1);
        if (c === '"') break;
        if (c === '\\') {
          const e = rest[0];
          rest = rest.slice(1);
          if (e === 'n') value += '\n';
          else if (e === '\\' || e === '"') value += e;
          else throw new Error(`bad escape in ${JSON.stringify(line)}`);
        } else value += c;
      }
      if (label in labels) throw new Error(`label ${label} twice in ${JSON.stringify(line)}`);
      labels[label] = value;
      if (rest.startsWith(',')) rest = rest.slice(1);
      else if (!rest.startsWith('}')) throw new Error(`expected , or } in ${JSON.stringify(line)}`);
    }
    rest = rest.slice(1);
  }
  const parts = rest.trim().split(/\s+/);
  if (!rest.startsWith(' ') || parts.length < 1 || parts.length > 2) throw new Error(`bad sample line ${JSON.stringify(line)}`);
  if (parts[1] !== undefined && !/^-?\d+$/.test(parts[1])) throw new Error(`bad timestamp in ${JSON.stringify(line)}`);
  return { name, labels, value: parseValue(parts[0]!, line) };
}

const SUFFIXES: Record<string, string[]> = { histogram: ['_bucket', '_sum', '_count'], summary: ['_sum', '_count'] };

export function parsePrometheus(text: string): Exposition {
  const types = new Map<string, string>();
  const help = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    if (line.startsWith('#')) {
      const m = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) ?(.*)$/.exec(line);
      if (!m) continue; // a plain comment
      if (m[1] === 'TYPE') {
        if (!['counter', 'gauge', 'histogram', 'summary', 'untyped'].includes(m[3]!)) throw new Error(`unknown type in ${JSON.stringify(line)}`);
        if (types.has(m[2]!)) throw new Error(`TYPE of ${m[2]} twice`);
        types.set(m[2]!, m[3]!);
      } else help.set(m[2]!, m[3]!);
      continue;
    }
    const sample = parseSample(line);
    const family = types.has(sample.name)
      ? sample.name
      : Object.entries(SUFFIXES)
          .map(([type, ends]) => {
            const end = ends.find((e) => sample.name.endsWith(e));
            const base = end ? sample.name.slice(0, -end.length) : '';
            return types.get(base) === type ? base : undefined;
          })
          .find((f) => f !== undefined);
    if (!family) throw new Error(`sample ${sample.name} has no # TYPE before it`);
    samples.push(sample);
  }
  return { types, help, samples };
}

/** The samples named `name` whose labels include every given one. */
export function series(e: Exposition, name: string, labels: Record<string, string> = {}): Sample[] {
  return e.samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
}

/** The value of the one sample named `name` with these labels (0 when there is none; an error when several match). */
export function valueOf(e: Exposition, name: string, labels: Record<string, string> = {}): number {
  const found = series(e, name, labels);
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return found[0]?.value ?? 0;
}
