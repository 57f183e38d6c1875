// The list of records edited in a dialog on the same screen (taxonomy items, search synonyms): the list box
// with its "nothing yet", an edit and a delete button per record, and the question before deleting, which then
// refreshes the lists and says what the API answered. The screens give only their rows and words.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useText } from '../i18n/I18nProvider';
import { Button } from './Button';
import { ConfirmDialog } from './Dialog';
import { useToast } from './Toast';

/** The records, one `<li>` each, or "nothing yet" when there are none. */
export function RecordList({ empty, children }: { empty: boolean; children: ReactNode }) {
  const common = useText('common');
  return (
    <ul className="divide-y divide-stone-200 rounded-lg border border-stone-300 bg-white">
      {empty && <li className="p-3 text-stone-700">{common('empty')}</li>}
      {children}
    </ul>
  );
}

/** A record's edit and delete buttons, named with the record for a screen reader ("Delete: …"). */
export function EditDeleteButtons({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const common = useText('common');
  return (
    <>
      <Button variant="ghost" aria-label={`${common('edit')}: ${name}`} onClick={onEdit}>
        <Pencil aria-hidden="true" className="size-4" />
      </Button>
      <Button variant="ghost" aria-label={`${common('delete')}: ${name}`} onClick={onDelete}>
        <Trash2 aria-hidden="true" className="size-4" />
      </Button>
    </>
  );
}

/**
 * The question before deleting `record` (open while there is one). Confirmed, it deletes, reads the lists again
 * and says the API's message (else "saved"); a refusal is said as an error. Either way the question closes.
 */
export function DeleteRecordDialog<Row>({
  record,
  onClose,
  title,
  description,
  run,
  invalidates,
}: {
  record: Row | null;
  onClose: () => void;
  title: string;
  description: string;
  run: (row: Row) => Promise<{ message?: string } | void>;
  /** The lists to read again once deleted. */
  invalidates: QueryKey;
}) {
  const common = useText('common');
  const notify = useToast();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: run,
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: invalidates });
      notify(answer?.message ?? common('saved'));
      onClose();
    },
    onError: (error) => {
      notify(error.message, 'error');
      onClose();
    },
  });
  return (
    <ConfirmDialog
      open={record !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      confirmLabel={common('delete')}
      busy={remove.isPending}
      onConfirm={() => record !== null && remove.mutate(record)}
    />
  );
}
