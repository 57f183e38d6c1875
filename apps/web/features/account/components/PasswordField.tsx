'use client';

import { passwordProblems, type PasswordProblem } from '@dukan/core/auth/password';
import { Check, Eye, EyeOff, Minus } from 'lucide-react';
import { useState } from 'react';
import { describedBy, FieldError, hintId, INPUT_CLASS } from '@/ui/form/fields';
import { isolateLatinRuns } from '@/ui/text/bidi';
import { useText } from '@/i18n/use-text';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** new-password shows the rule (spec §5) and which parts are met; current-password does not. */
  autoComplete: 'current-password' | 'new-password';
  showRules?: boolean;
  focusFirst?: boolean;
}

const RULES: {
  problem: PasswordProblem;
  key: 'auth_rule_length' | 'auth_rule_letter' | 'auth_rule_number' | 'auth_rule_symbol';
}[] = [
  { problem: 'too_short', key: 'auth_rule_length' },
  { problem: 'needs_letter', key: 'auth_rule_letter' },
  { problem: 'needs_number', key: 'auth_rule_number' },
  { problem: 'needs_symbol', key: 'auth_rule_symbol' },
];

export function PasswordField({ id, label, value, onChange, error, autoComplete, showRules, focusFirst }: Props) {
  const tAuth = useText('auth');
  const locale = tAuth.locale;
  const [visible, setVisible] = useState(false);
  const problems = new Set(passwordProblems(value));
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          name={id}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          maxLength={128}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, Boolean(showRules), error)}
          data-autofocus={focusFirst ? '' : undefined}
          className={`${INPUT_CLASS} pe-11`}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? tAuth('auth_hide_password') : tAuth('auth_show_password')}
          aria-pressed={visible}
          aria-controls={id}
          className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-e-lg text-stone-500 hover:text-stone-900"
        >
          {visible ? <EyeOff className="h-5 w-5" aria-hidden="true" /> : <Eye className="h-5 w-5" aria-hidden="true" />}
        </button>
      </div>
      {showRules ? (
        <div id={hintId(id)} className="mt-1 text-sm text-stone-600">
          <p>{tAuth('auth_password_hint')}</p>
          <ul className="mt-1 grid grid-cols-2 gap-x-3 gap-y-0.5">
            {RULES.map(({ problem, key }) => {
              const met = value !== '' && !problems.has(problem);
              return (
                <li key={problem} className={`flex items-center gap-1 ${met ? 'text-green-800' : 'text-stone-600'}`}>
                  {met ? (
                    <Check className="h-4 w-4" aria-hidden="true" />
                  ) : (
                    <Minus className="h-4 w-4" aria-hidden="true" />
                  )}
                  {/* «! ? # -» keeps its order inside right-to-left text. */}
                  <span>{isolateLatinRuns(tAuth(key), locale)}</span>
                  <span className="sr-only">({met ? tAuth('auth_rule_met') : tAuth('auth_rule_unmet')})</span>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}
