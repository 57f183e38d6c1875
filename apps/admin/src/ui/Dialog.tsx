// Dialogs on Radix (focus kept inside, Escape closes, focus returns to the opener).
import { AlertDialog, Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useText } from '../i18n/I18nProvider';
import { Button } from './Button';

const OVERLAY = 'fixed inset-0 z-40 bg-black/40';
const PANEL =
  'fixed inset-0 z-50 m-auto h-fit max-h-[90vh] w-[36rem] max-w-[calc(100vw-2rem)] overflow-auto rounded-lg bg-white p-5 shadow-xl';

export function Dialog({
  open,
  onOpenChange,
  title,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
}) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={OVERLAY} />
        <RadixDialog.Content className={PANEL} aria-describedby={undefined}>
          <RadixDialog.Title className="mb-4 text-lg font-bold">{title}</RadixDialog.Title>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** The end of a form in a dialog: cancel (closes it unsaved) and the submit button, busy while it sends. */
export function DialogFormActions({
  onCancel,
  busy,
  submitLabel,
}: {
  onCancel: () => void;
  busy: boolean;
  /** "Save" unless the form does something else (invite…). */
  submitLabel?: string;
}) {
  const t = useText('common');
  return (
    <div className="flex justify-end gap-2">
      <Button variant="secondary" onClick={onCancel}>
        {t('cancel')}
      </Button>
      <Button type="submit" busy={busy}>
        {submitLabel ?? t('save')}
      </Button>
    </div>
  );
}

/** Asks before something that cannot be undone; `onConfirm` may be async (the button waits). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  busy,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel?: string;
  onConfirm: () => void;
  busy?: boolean;
}) {
  const t = useText('common');
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={OVERLAY} />
        <AlertDialog.Content className={PANEL}>
          <AlertDialog.Title className="text-lg font-bold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-stone-800">{description}</AlertDialog.Description>
          <div className="mt-5 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{t('cancel')}</Button>
            </AlertDialog.Cancel>
            <Button variant="danger" busy={busy} onClick={onConfirm}>
              {confirmLabel ?? t('confirm')}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
