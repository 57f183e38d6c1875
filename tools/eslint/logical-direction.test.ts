import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { logicalDirectionRule } from './logical-direction.js';

const tester = new RuleTester({ languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } } });

describe('logical-direction rule', () => {
  it('accepts logical classes and rejects physical ones', () => {
    tester.run('logical-direction', logicalDirectionRule as never, {
      valid: [
        { code: '<div className="ms-2 pe-4 text-start start-0 rounded-s-lg border-e" />' },
        { code: '<div className={`ms-${n} flex`} />' },
        { code: '<div className="marker:text-red-500 mt-2 pt-1" />' },
      ],
      invalid: [
        { code: '<div className="ml-2" />', errors: 1 },
        { code: '<div className="flex text-right" />', errors: 1 },
        { code: '<div className={cn("p-2", "pr-4")} />', errors: 1 },
        { code: '<div className={`left-0 ${x}`} />', errors: 1 },
        { code: '<div className="rounded-l-lg" />', errors: 1 },
        { code: '<div className="border-r-2" />', errors: 1 },
      ],
    });
  });
});
