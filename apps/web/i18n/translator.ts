// A tiny t() over ICU MessageFormat: plurals follow each language's CLDR rules (Arabic has six forms).
// Numbers in messages are written by @dukan/core/format, so `#`, `{n, number}` and a plain `{n}` given a
// number all show the page's digits (ICU would write a plain `{n}` as "2" on a Kurdish page, and Chromium,
// having no Sorani data, would write `#` as "2" too). Strings are shown as written.
// The server's formatter (getText, i18n/text.ts); the browser's is format-message.ts, held to this one by its test.
import { IntlMessageFormat } from 'intl-messageformat';
import { messageFormatters } from '@dukan/core/format/message-formatters';
import { ICU_LOCALE, type Locale } from '@dukan/core/locales';
import type en from '@/messages/en.json';

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
export type MessageValues = Record<string, string | number>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

type MessageAst = ReturnType<IntlMessageFormat['getAst']>;

// intl-messageformat's element types: 1 is a plain argument, 2 a number, 5 select, 6 plural, 8 a tag.
const ARGUMENT = 1;
const NUMBER = 2;

/** The message with every plain `{name}` read as `{name, number}`; our number format passes strings through. */
function numbersAsNumbers(ast: MessageAst): MessageAst {
  return ast.map((element) => {
    if (element.type === ARGUMENT) return { ...element, type: NUMBER, style: null } as unknown as typeof element;
    if ('options' in element && element.options) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([key, option]) => [
          key,
          { ...option, value: numbersAsNumbers(option.value) },
        ]),
      );
      return { ...element, options } as typeof element;
    }
    if ('children' in element && Array.isArray(element.children)) {
      return { ...element, children: numbersAsNumbers(element.children) } as typeof element;
    }
    return element;
  });
}

export function createTranslator(locale: Locale, messages: Messages): Translate {
  const compiled = new Map<MessageKey, IntlMessageFormat>();
  const formatters = messageFormatters(locale);
  return (key, values) => {
    const source = messages[key];
    // A missing key shows itself, so a gap is visible in review instead of rendering blank.
    if (source === undefined) return key;
    let format = compiled.get(key);
    if (!format) {
      const ast = numbersAsNumbers(new IntlMessageFormat(source, ICU_LOCALE[locale]).getAst());
      format = new IntlMessageFormat(ast, ICU_LOCALE[locale], undefined, { formatters });
      compiled.set(key, format);
    }
    const out = format.format(values);
    return typeof out === 'string' ? out : String(out);
  };
}
