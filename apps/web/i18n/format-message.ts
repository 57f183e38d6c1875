// The part of ICU MessageFormat our messages use (`{name}`, `{name, number}`, `{name, plural, ...}` with `#`
// and `=N`, `{name, select, ...}`, apostrophe quoting), small enough for the browser: intl-messageformat and
// its parser would add tens of kB to every page that shows a text. Numbers are written by @dukan/core/format
// as i18n/translator.ts writes them on the server; format-message.test.ts checks that both agree on every
// message of every language, so a message using more of ICU fails that test instead of showing wrongly.
import { formatNumber, pluralRulesOf } from '@dukan/core/format/numbers';
import type { Locale } from '@dukan/core/locales';
import type { MessageValues } from './namespaces';

type Part =
  | string
  | { kind: 'value'; name: string }
  | { kind: 'pound' }
  | { kind: 'plural' | 'select'; name: string; options: Record<string, Part[]> };

class Parser {
  private i = 0;
  constructor(private readonly src: string) {}

  parse(): Part[] {
    const parts = this.parts(false);
    if (this.i < this.src.length) this.fail('an unmatched }');
    return parts;
  }

  private fail(what: string): never {
    throw new Error(`Message "${this.src}" has ${what} at ${this.i}, which format-message.ts does not read`);
  }

  private parts(inPlural: boolean): Part[] {
    const out: Part[] = [];
    let text = '';
    const flush = () => {
      if (text) out.push(text);
      text = '';
    };
    while (this.i < this.src.length) {
      const c = this.src[this.i]!;
      if (c === '}') break;
      if (c === '{') {
        flush();
        out.push(this.argument(inPlural));
      } else if (c === '#' && inPlural) {
        flush();
        out.push({ kind: 'pound' });
        this.i++;
      } else if (c === "'") {
        text += this.quoted(inPlural);
      } else {
        text += c;
        this.i++;
      }
    }
    flush();
    return out;
  }

  /** ICU apostrophes: '' is one, and ' before a syntax character quotes up to the next lone '. */
  private quoted(inPlural: boolean): string {
    const next = this.src[this.i + 1];
    if (next === "'") {
      this.i += 2;
      return "'";
    }
    if (next === undefined || !('{}'.includes(next) || (inPlural && next === '#') || next === '<' || next === '|')) {
      this.i++;
      return "'";
    }
    let text = '';
    this.i++;
    while (this.i < this.src.length) {
      const c = this.src[this.i]!;
      if (c === "'") {
        if (this.src[this.i + 1] === "'") {
          text += "'";
          this.i += 2;
          continue;
        }
        this.i++;
        return text;
      }
      text += c;
      this.i++;
    }
    return text;
  }

  private word(): string {
    const match = /^\s*([^\s,{}]+)\s*/.exec(this.src.slice(this.i));
    if (!match) this.fail('an argument without a name');
    this.i += match[0].length;
    return match[1]!;
  }

  private expect(c: string) {
    if (this.src[this.i] !== c) this.fail(`no ${c}`);
    this.i++;
  }

  private argument(inPlural: boolean): Part {
    this.expect('{');
    const name = this.word();
    if (this.src[this.i] === '}') {
      this.i++;
      return { kind: 'value', name };
    }
    this.expect(',');
    const type = this.word();
    if (type === 'number') {
      this.expect('}');
      return { kind: 'value', name };
    }
    if (type !== 'plural' && type !== 'select') this.fail(`a {${name}, ${type}} argument`);
    this.expect(',');
    const options: Record<string, Part[]> = {};
    for (;;) {
      while (/\s/.test(this.src[this.i] ?? '')) this.i++;
      if (this.src[this.i] === '}') break;
      const selector = this.word();
      if (selector.startsWith('offset:')) this.fail('a plural offset');
      this.expect('{');
      options[selector] = this.parts(inPlural || type === 'plural');
      this.expect('}');
    }
    this.expect('}');
    if (!options.other) this.fail(`a {${name}, ${type}} without "other"`);
    return { kind: type, name, options };
  }
}

export type CompiledMessage = Part[];

export function compileMessage(source: string): CompiledMessage {
  return new Parser(source).parse();
}

const written = (value: string | number, locale: Locale) =>
  typeof value === 'number' ? formatNumber(value, locale, { grouping: true, maximumFractionDigits: 3 }) : value;

function write(parts: CompiledMessage, locale: Locale, values: MessageValues, count: number | null): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') out += part;
    else if (part.kind === 'pound') out += count === null ? '#' : written(count, locale);
    else if (part.kind === 'value') {
      const value = values[part.name];
      // A value the caller forgot shows its placeholder rather than taking the page down.
      out += value === undefined ? `{${part.name}}` : written(value, locale);
    } else if (part.kind === 'plural') {
      const n = Number(values[part.name]);
      const chosen =
        part.options[`=${n}`] ?? part.options[pluralRulesOf(locale).select(n)] ?? (part.options.other as Part[]);
      out += write(chosen, locale, values, n);
    } else {
      const chosen = part.options[String(values[part.name])] ?? (part.options.other as Part[]);
      out += write(chosen, locale, values, count);
    }
  }
  return out;
}

export function formatMessage(message: CompiledMessage, locale: Locale, values: MessageValues = {}): string {
  return write(message, locale, values, null);
}
