import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { baseApi } from '../../../shared/api/base-api';
import { ar } from '../../../shared/messages/ar';
import { sessionEnded } from '../../../shared/session/session-slice';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { TextField } from '../../../shared/ui/inputs';
import { useDeleteMeMutation } from '../account-api';
import { SettingsCard } from './settings-card';

/** Deleting the account (and its cars) asks for the word 'حذف' first: it cannot be undone. */
export function DeleteAccountSection() {
  const [deleteMe, { isLoading }] = useDeleteMeMutation();
  const [open, setOpen] = useState(false);
  const [word, setWord] = useState('');
  const dispatch = useDispatch();
  const navigate = useNavigate();

  const close = () => {
    setOpen(false);
    setWord('');
  };

  const confirm = async () => {
    if (word.trim() !== ar.account.deleteWord) return;
    try {
      await deleteMe().unwrap();
      dispatch(sessionEnded());
      dispatch(baseApi.util.resetApiState());
      toast.success(ar.account.deleted);
      navigate('/', { replace: true });
    } catch {
      toast.error(ar.account.deleteFailed);
      close();
    }
  };

  return (
    <SettingsCard id="delete-account" title="حذف الحساب" description={ar.account.deleteWarning}>
      <div>
        <Button variant="danger" onClick={() => setOpen(true)}>
          حذف حسابي
        </Button>
      </div>
      <ConfirmDialog
        open={open}
        title={ar.account.confirmDelete}
        confirmLabel="حذف الحساب نهائيًا"
        busy={isLoading}
        confirmDisabled={word.trim() !== ar.account.deleteWord}
        onConfirm={confirm}
        onCancel={close}
      >
        <div className="flex flex-col gap-3">
          <p>{ar.account.deleteWarning}</p>
          <TextField label={ar.account.deleteConfirmLabel} value={word} onChange={(event) => setWord(event.target.value)} />
        </div>
      </ConfirmDialog>
    </SettingsCard>
  );
}
