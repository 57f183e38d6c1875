// Meilisearch's filter language: a tokenizer and a recursive-descent parser that turn a filter string
// (or the array form: outer AND, inner OR) into an AST. Errors name the problem and its column, so a
// 400 `invalid_search_filter` tells the caller exactly what to fix. The engine compiles the AST to SQL.

export type FilterComparisonOperator = '=' | '!=' | '>' | '>=' | '<' | '<=';

export type FilterNode =
  | { kind: 'and'; children: FilterNode[] }
  | { kind: 'or'; children: FilterNode[] }
  | { kind: 'not'; child: FilterNode }
  | { kind: 'comparison'; attribute: string; operator: FilterComparisonOperator; value: string }
  /** `attribute from TO to`, both ends included. */
  | { kind: 'range'; attribute: string; from: string; to: string }
  /** `attribute IN [..]`; `NOT IN` parses to `not(in)`. */
  | { kind: 'in'; attribute: string; values: string[] }
  /** `attribute EXISTS`; `NOT EXISTS` parses to `not(exists)`. */
  | { kind: 'exists'; attribute: string }
  | { kind: 'isNull'; attribute: string }
  | { kind: 'isEmpty'; attribute: string };

/** The filter parameter as Meilisearch accepts it: a string, or an array (outer AND) of strings or string arrays (OR). */
export type FilterInput = string | Array<string | string[]>;

export interface FilterError {
  message: string;
  /** 0-based character offset in the string that failed, when the problem has a place. */
  position?: number;
}

export type FilterParseResult = { ok: true; ast: FilterNode | null } | { ok: false; error: FilterError };

type TokenType = 'word' | 'string' | 'op' | '(' | ')' | '[' | ']' | ',' | 'eof';
interface Token {
  type: TokenType;
  text: string;
  start: number;
  end: number;
}

// Deep nesting would only come from abuse; keep the recursion (and the SQL) bounded.
const MAX_DEPTH = 64;
export const MAX_FILTER_LENGTH = 8000;
const KEYWORDS = new Set(['AND', 'OR', 'NOT', 'TO', 'IN', 'EXISTS', 'IS', 'NULL', 'EMPTY']);
const OPERATORS = ['>=', '<=', '!=', '=', '>', '<'] as const;
const WORD_CHAR = /[^\s()[\],=!<>'"]/u;

class FilterSyntaxError extends Error {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(message);
  }
}

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const ch = source[i]!;
    if (/\s/u.test(ch)) {
      i++;
      continue;
    }
    if (ch === '(' || ch === ')' || ch === '[' || ch === ']' || ch === ',') {
      tokens.push({ type: ch, text: ch, start: i, end: i + 1 });
      i++;
      continue;
    }
    const op = OPERATORS.find((o) => source.startsWith(o, i));
    if (op) {
      tokens.push({ type: 'op', text: op, start: i, end: i + op.length });
      i += op.length;
      continue;
    }
    if (ch === '!') throw new FilterSyntaxError('Unexpected `!`: did you mean `!=`?', i);
    if (ch === '"' || ch === "'") {
      let value = '';
      let j = i + 1;
      for (;;) {
        if (j >= source.length) throw new FilterSyntaxError(`The quote ${ch} opened here is never closed`, i);
        const c = source[j]!;
        if (c === '\\' && j + 1 < source.length) {
          value += source[j + 1];
          j += 2;
          continue;
        }
        if (c === ch) break;
        value += c;
        j++;
      }
      tokens.push({ type: 'string', text: value, start: i, end: j + 1 });
      i = j + 1;
      continue;
    }
    let j = i;
    while (j < source.length && WORD_CHAR.test(source[j]!)) j++;
    tokens.push({ type: 'word', text: source.slice(i, j), start: i, end: j });
    i = j;
  }
  tokens.push({ type: 'eof', text: '', start: source.length, end: source.length });
  return tokens;
}

class Parser {
  private index = 0;
  private depth = 0;
  constructor(private readonly tokens: Token[]) {}

  private peek(offset = 0): Token {
    return this.tokens[Math.min(this.index + offset, this.tokens.length - 1)]!;
  }
  private next(): Token {
    const token = this.peek();
    if (token.type !== 'eof') this.index++;
    return token;
  }
  private isKeyword(token: Token, keyword: string): boolean {
    return token.type === 'word' && token.text === keyword;
  }
  private describe(token: Token): string {
    return token.type === 'eof'
      ? 'the end of the filter'
      : `\`${token.type === 'string' ? `"${token.text}"` : token.text}\``;
  }

  parseFilter(): FilterNode {
    const node = this.parseOr();
    const rest = this.peek();
    if (rest.type !== 'eof') {
      throw new FilterSyntaxError(
        `Found unexpected ${this.describe(rest)}: conditions must be joined with \`AND\` or \`OR\``,
        rest.start,
      );
    }
    return node;
  }

  private parseOr(): FilterNode {
    const children = [this.parseAnd()];
    while (this.isKeyword(this.peek(), 'OR')) {
      this.next();
      children.push(this.parseAnd());
    }
    return children.length === 1 ? children[0]! : { kind: 'or', children };
  }

  private parseAnd(): FilterNode {
    const children = [this.parseNot()];
    while (this.isKeyword(this.peek(), 'AND')) {
      this.next();
      children.push(this.parseNot());
    }
    return children.length === 1 ? children[0]! : { kind: 'and', children };
  }

  private parseNot(): FilterNode {
    const token = this.peek();
    if (this.isKeyword(token, 'NOT')) {
      this.next();
      return { kind: 'not', child: this.nested(() => this.parseNot(), token) };
    }
    return this.parsePrimary();
  }

  private nested<T>(work: () => T, at: Token): T {
    if (++this.depth > MAX_DEPTH) throw new FilterSyntaxError('The filter is nested too deeply', at.start);
    try {
      return work();
    } finally {
      this.depth--;
    }
  }

  private parsePrimary(): FilterNode {
    const token = this.peek();
    if (token.type === '(') {
      this.next();
      const inner = this.nested(() => this.parseOr(), token);
      const close = this.next();
      if (close.type !== ')') {
        throw new FilterSyntaxError(
          `Expected \`)\` to close the \`(\` at column ${token.start + 1}, found ${this.describe(close)}`,
          close.start,
        );
      }
      return inner;
    }
    return this.parseCondition();
  }

  private parseCondition(): FilterNode {
    const attributeToken = this.next();
    if (
      !(attributeToken.type === 'word' || attributeToken.type === 'string') ||
      (attributeToken.type === 'word' && KEYWORDS.has(attributeToken.text))
    ) {
      throw new FilterSyntaxError(
        `Expected an attribute name such as \`price\`, found ${this.describe(attributeToken)}`,
        attributeToken.start,
      );
    }
    const attribute = attributeToken.text;
    const token = this.next();
    if (token.type === 'op') {
      const value = this.parseValue(`a value after \`${token.text}\``);
      return { kind: 'comparison', attribute, operator: token.text as FilterComparisonOperator, value };
    }
    if (this.isKeyword(token, 'IN')) return { kind: 'in', attribute, values: this.parseList() };
    if (this.isKeyword(token, 'EXISTS')) return { kind: 'exists', attribute };
    if (this.isKeyword(token, 'NOT')) {
      const after = this.next();
      if (this.isKeyword(after, 'IN'))
        return { kind: 'not', child: { kind: 'in', attribute, values: this.parseList() } };
      if (this.isKeyword(after, 'EXISTS')) return { kind: 'not', child: { kind: 'exists', attribute } };
      throw new FilterSyntaxError(
        `Expected \`IN\` or \`EXISTS\` after \`NOT\`, found ${this.describe(after)}`,
        after.start,
      );
    }
    if (this.isKeyword(token, 'IS')) {
      let negated = false;
      let what = this.next();
      if (this.isKeyword(what, 'NOT')) {
        negated = true;
        what = this.next();
      }
      let node: FilterNode;
      if (this.isKeyword(what, 'NULL')) node = { kind: 'isNull', attribute };
      else if (this.isKeyword(what, 'EMPTY')) node = { kind: 'isEmpty', attribute };
      else {
        throw new FilterSyntaxError(
          `Expected \`NULL\` or \`EMPTY\` after \`IS${negated ? ' NOT' : ''}\`, found ${this.describe(what)}`,
          what.start,
        );
      }
      return negated ? { kind: 'not', child: node } : node;
    }
    if ((token.type === 'word' && !KEYWORDS.has(token.text)) || token.type === 'string') {
      // `attribute from TO to`
      const to = this.next();
      if (!this.isKeyword(to, 'TO')) {
        throw new FilterSyntaxError(
          `Expected \`TO\` after \`${attribute} ${token.text}\`, found ${this.describe(to)}`,
          to.start,
        );
      }
      const upper = this.parseValue('a value after `TO`');
      return { kind: 'range', attribute, from: token.text, to: upper };
    }
    throw new FilterSyntaxError(
      `Expected an operation after \`${attribute}\`: \`=\`, \`!=\`, \`>\`, \`>=\`, \`<\`, \`<=\`, \`TO\`, \`IN\`, \`NOT IN\`, ` +
        `\`EXISTS\`, \`NOT EXISTS\`, \`IS NULL\`, \`IS NOT NULL\`, \`IS EMPTY\` or \`IS NOT EMPTY\`; found ${this.describe(token)}`,
      token.start,
    );
  }

  private parseValue(expected: string): string {
    const token = this.next();
    if (token.type === 'string' || (token.type === 'word' && !KEYWORDS.has(token.text))) return token.text;
    const hint = token.type === 'word' ? ' (quote it if it is a value)' : '';
    throw new FilterSyntaxError(`Expected ${expected}, found ${this.describe(token)}${hint}`, token.start);
  }

  private parseList(): string[] {
    const open = this.next();
    if (open.type !== '[') {
      throw new FilterSyntaxError(`Expected \`[\` to start a list of values, found ${this.describe(open)}`, open.start);
    }
    const values: string[] = [];
    for (;;) {
      if (this.peek().type === ']') {
        this.next();
        return values;
      }
      values.push(this.parseValue('a value or `]` in the list'));
      const separator = this.next();
      if (separator.type === ']') return values;
      if (separator.type !== ',') {
        throw new FilterSyntaxError(
          `Expected \`,\` or \`]\` in the list opened at column ${open.start + 1}, found ${this.describe(separator)}`,
          separator.start,
        );
      }
    }
  }
}

/** Where the problem is, Meilisearch style: the message, then `column:column` and the text around it. */
function locate(source: string, error: FilterSyntaxError): FilterError {
  const column = error.position + 1;
  const excerpt = source.length > 80 ? source.slice(Math.max(0, error.position - 40), error.position + 40) : source;
  return {
    message: `${error.message} (at column ${column}).\n${column}:${column} ${excerpt}`,
    position: error.position,
  };
}

/** Parses one filter string. A blank string means "no filter" (`ast: null`). */
export function parseFilterString(source: string): FilterParseResult {
  if (source.length > MAX_FILTER_LENGTH) {
    return { ok: false, error: { message: `The filter is longer than ${MAX_FILTER_LENGTH} characters` } };
  }
  if (source.trim() === '') return { ok: true, ast: null };
  try {
    return { ok: true, ast: new Parser(tokenize(source)).parseFilter() };
  } catch (error) {
    if (error instanceof FilterSyntaxError) return { ok: false, error: locate(source, error) };
    throw error;
  }
}

/** Parses the filter parameter in either form. Array form: elements are ANDed, inner arrays ORed. */
export function parseFilter(input: FilterInput | null | undefined): FilterParseResult {
  if (input === null || input === undefined) return { ok: true, ast: null };
  if (typeof input === 'string') return parseFilterString(input);
  if (!Array.isArray(input)) return { ok: false, error: { message: 'The filter must be a string or an array' } };
  const conjuncts: FilterNode[] = [];
  for (const [i, element] of input.entries()) {
    if (typeof element === 'string') {
      const parsed = parseFilterString(element);
      if (!parsed.ok)
        return { ok: false, error: { ...parsed.error, message: `filter[${i}]: ${parsed.error.message}` } };
      if (parsed.ast) conjuncts.push(parsed.ast);
      continue;
    }
    if (!Array.isArray(element)) {
      return { ok: false, error: { message: `filter[${i}]: expected a string or an array of strings` } };
    }
    const disjuncts: FilterNode[] = [];
    for (const [j, inner] of element.entries()) {
      if (typeof inner !== 'string') {
        return {
          ok: false,
          error: { message: `filter[${i}][${j}]: arrays may only be nested two deep and hold strings` },
        };
      }
      const parsed = parseFilterString(inner);
      if (!parsed.ok) {
        return { ok: false, error: { ...parsed.error, message: `filter[${i}][${j}]: ${parsed.error.message}` } };
      }
      if (parsed.ast) disjuncts.push(parsed.ast);
    }
    if (disjuncts.length === 1) conjuncts.push(disjuncts[0]!);
    else if (disjuncts.length > 1) conjuncts.push({ kind: 'or', children: disjuncts });
  }
  if (conjuncts.length === 0) return { ok: true, ast: null };
  return { ok: true, ast: conjuncts.length === 1 ? conjuncts[0]! : { kind: 'and', children: conjuncts } };
}

/** Every attribute a filter mentions, for checking them against the filterable ones. */
export function filterAttributes(node: FilterNode): string[] {
  switch (node.kind) {
    case 'and':
    case 'or':
      return node.children.flatMap(filterAttributes);
    case 'not':
      return filterAttributes(node.child);
    default:
      return [node.attribute];
  }
}

/** Quotes a value for a filter string when it is not a plain word. */
export function quoteFilterValue(value: string | number | boolean): string {
  const text = String(value);
  if (text !== '' && !KEYWORDS.has(text) && [...text].every((c) => WORD_CHAR.test(c))) return text;
  return `"${text.replace(/["\\]/g, (c) => `\\${c}`)}"`;
}
