import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { baseApi } from '../../../shared/api/base-api';
import { sessionEnded } from '../../../shared/session/session-slice';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { TextField } from '../../../shared/ui/inputs';
import { useDeleteMeMutation } from '../account-api';
import { SettingsCard } from './settings-card';
import { arm } from '../../../shared/messages/ar-manage';

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
    if (word.trim() !== arm.account.deleteWord) return;
    try {
      await deleteMe().unwrap();
      dispatch(sessionEnded());
      dispatch(baseApi.util.resetApiState());
      toast.success(arm.account.deleted);
      void navigate('/', { replace: true });
    } catch {
      toast.error(arm.account.deleteFailed);
      close();
    }
  };

  return (
    <SettingsCard id="delete-account" title="حذف الحساب" description={arm.account.deleteWarning}>
      <div>
        <Button variant="danger" onClick={() => setOpen(true)}>
          حذف حسابي
        </Button>
      </div>
      <ConfirmDialog
        open={open}
        title={arm.account.confirmDelete}
        confirmLabel="حذف الحساب نهائيًا"
        busy={isLoading}
        confirmDisabled={word.trim() !== arm.account.deleteWord}
        onConfirm={confirm}
        onCancel={close}
      >
        <div className="flex flex-col gap-3">
          <p>{arm.account.deleteWarning}</p>
          <TextField label={arm.account.deleteConfirmLabel} value={word} onChange={(event) => setWord(event.target.value)} />
        </div>
      </ConfirmDialog>
    </SettingsCard>
  );
}
