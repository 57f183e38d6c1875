'use client';

import type { FieldTexts } from './use-form-errors';
import { PasswordField } from './PasswordField';
import { useText } from '@/i18n/use-text';

interface Props {
  /** Prefix of the two inputs' ids. */
  id: string;
  newPassword: string;
  confirmPassword: string;
  onNewPassword: (value: string) => void;
  onConfirmPassword: (value: string) => void;
  errors: FieldTexts;
  focusFirst?: boolean;
}

/** A new password with the spec's rules shown, then the same again (reset and change password). */
export function NewPasswordFields({
  id,
  newPassword,
  confirmPassword,
  onNewPassword,
  onConfirmPassword,
  errors,
  focusFirst,
}: Props) {
  const tAuth = useText('auth');
  return (
    <>
      <PasswordField
        id={`${id}-new`}
        label={tAuth('auth_new_password_label')}
        value={newPassword}
        onChange={onNewPassword}
        autoComplete="new-password"
        showRules
        focusFirst={focusFirst}
        error={errors.newPassword}
      />
      <PasswordField
        id={`${id}-confirm`}
        label={tAuth('auth_confirm_password_label')}
        value={confirmPassword}
        onChange={onConfirmPassword}
        autoComplete="new-password"
        error={errors.confirmPassword}
      />
    </>
  );
}
