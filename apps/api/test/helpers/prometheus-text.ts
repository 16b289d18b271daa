/** One sample of the Prometheus text exposition format. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Exposition {
  types: Map<string, string>;
  help: Map<string, string>;
  samples: Sample[];
}

const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);

function parseValue(text: string, line: string): number {
  if (text === '+Inf') return Infinity;
  if (text === '-Inf') return -Infinity;
  if (text === 'NaN') return NaN;
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/.test(text)) throw new Error(`not a number: ${text} in ${line}`);
  return Number(text);
}

/** Labels of `{a="x",b="y\"z"}` (without the braces): escapes \\, \" and \n only, as the format allows. */
function parseLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  let i = 0;
  while (i < text.length) {
    const eq = text.indexOf('=', i);
    if (eq < 0) throw new Error(`label without a value in ${line}`);
    const name = text.slice(i, eq);
    if (!LABEL_NAME.test(name)) throw new Error(`bad label name ${name} in ${line}`);
    if (text[eq + 1] !== '"') throw new Error(`label value not quoted in ${line}`);
    let value = '';
    let j = eq + 2;
    for (; j < text.length && text[j] !== '"'; j++) {
      if (text[j] === '\\') {
        const next = text[++j];
        if (next === 'n') value += '\n';
        else if (next === '\\' || next === '"') value += next;
        else throw new Error(`bad escape \\${next} in ${line}`);
      } else value += text[j];
    }
    if (text[j] !== '"') throw new Error(`unterminated label value in ${line}`);
    if (name in labels) throw new Error(`label ${name} twice in ${line}`);
    labels[name] = value;
    j += 1;
    if (j < text.length && text[j] !== ',') throw new Error(`expected , after a label in ${line}`);
    i = j + 1;
  }
  return labels;
}

/** The family a sample belongs to (a histogram's _bucket, _sum and _count are its own). */
export function familyOf(name: string, types: Map<string, string>): string {
  for (const suffix of ['_bucket', '_sum', '_count']) {
    const base = name.endsWith(suffix) ? name.slice(0, -suffix.length) : null;
    if (base && (types.get(base) === 'histogram' || types.get(base) === 'summary')) return base;
  }
  return name;
}

/**
 * Parses the text format (version 0.0.4) line by line and throws on anything malformed: HELP and
 * TYPE lines, metric and label names, label syntax and escapes, numeric values, a TYPE before its
 * samples and at most once per family, no sample twice.
 */
export function parseExposition(text: string): Exposition {
  const types = new Map<string, string>();
  const help = new Map<string, string>();
  const samples: Sample[] = [];
  const seen = new Set<string>();
  if (!text.endsWith('\n')) throw new Error('the exposition must end with a newline');
  for (const line of text.slice(0, -1).split('\n')) {
    if (line === '') continue;
    if (line.startsWith('#')) {
      const match = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line);
      if (!match) continue; // a plain comment
      const [, kind, name = '', rest = ''] = match;
      if (!METRIC_NAME.test(name)) throw new Error(`bad metric name in ${line}`);
      if (kind === 'TYPE') {
        if (!TYPES.has(rest)) throw new Error(`unknown type in ${line}`);
        if (types.has(name)) throw new Error(`TYPE twice for ${name}`);
        types.set(name, rest);
      } else help.set(name, rest);
      continue;
    }
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(.*)\})? (\S+)( -?\d+)?$/.exec(line);
    if (!match) throw new Error(`malformed sample: ${line}`);
    const [, name = '', , labelText = '', valueText = ''] = match;
    const family = familyOf(name, types);
    if (!types.has(family)) throw new Error(`sample before its TYPE: ${line}`);
    const labels = parseLabels(labelText, line);
    const key = `${name}${JSON.stringify(Object.entries(labels).sort())}`;
    if (seen.has(key)) throw new Error(`sample twice: ${line}`);
    seen.add(key);
    samples.push({ name, labels, value: parseValue(valueText, line) });
  }
  return { types, help, samples };
}
