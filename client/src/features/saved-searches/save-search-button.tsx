import { useState, type SubmitEvent } from 'react';
import { savedSearchesAr } from '../../shared/messages/pages/savedSearches';
import { Button } from '../../shared/ui/button';
import { Dialog } from '../../shared/ui/dialog';
import { TextField } from '../../shared/ui/inputs';
import { notify } from '../../shared/ui/notify';
import { problemsOf, type Problems } from './save-problems';
import { NAME_MAX, savedQueryOf, suggestedName } from './saved-query';
import { useSaveSearchMutation } from './saved-searches-api';

/**
 * «حفظ البحث» on a car list, for a signed-in user: a dialog names the search (a name read from the
 * filters is suggested) and saves `search`, the list's URL query, as the API's filters (saved-query.ts).
 */
export default function SaveSearchButton({ search }: { search: string }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [save, { isLoading }] = useSaveSearchMutation();
  const query = savedQueryOf(search);

  const start = () => {
    setName(suggestedName(search));
    setProblems({});
    setOpen(true);
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setProblems({ name: savedSearchesAr.nameRequired });
      return;
    }
    try {
      await save({ name: trimmed, query }).unwrap();
      setOpen(false);
      notify.success(savedSearchesAr.saved);
    } catch (error) {
      setProblems(problemsOf(error));
    }
  };

  return (
    <>
      <Button variant="outline" size="sm" onClick={start}>
        <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M6 3h12v18l-6-4-6 4z" />
        </svg>
        حفظ البحث
      </Button>
      <Dialog open={open} title="حفظ البحث" busy={isLoading} onClose={() => setOpen(false)}>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <TextField
            label="اسم البحث"
            value={name}
            maxLength={NAME_MAX}
            required
            error={problems.name}
            hint="سننبهك في الجرس أعلى الصفحة عند نشر سيارة جديدة تطابق هذا البحث."
            onChange={(event) => setName(event.target.value)}
          />
          {problems.form && (
            <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-700">
              {problems.form}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => setOpen(false)} disabled={isLoading}>
              إلغاء
            </Button>
            <Button type="submit" loading={isLoading}>
              حفظ
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
