import { useState } from 'react';
import { toast } from 'sonner';
import type { Preferences, SavedSearchMail, User } from '../../../shared/domain/user';
import { CheckboxField } from '../../../shared/ui/inputs';
import { useUpdateMeMutation } from '../account-api';
import { SettingsCard } from './settings-card';
import { arm } from '../../../shared/messages/ar-manage';

type ToggleKey = 'email_messages' | 'email_listing_status' | 'email_newsletter';

const TOGGLES: Array<{ key: ToggleKey; label: string }> = [
  { key: 'email_messages', label: 'أرسل لي بريدًا عندما يراسلني مشترٍ' },
  { key: 'email_listing_status', label: 'أرسل لي بريدًا عند قبول إعلاني أو رفضه أو انتهائه' },
  { key: 'email_newsletter', label: 'أخبار سيّارة وعروضها' },
];

const SAVED_SEARCH_MAIL: Array<{ value: SavedSearchMail; label: string; hint: string }> = [
  { value: 'instant', label: 'فوري', hint: 'رسالة لكل سيارة جديدة تطابق بحثك فور نشرها' },
  { value: 'daily', label: 'ملخص يومي', hint: 'رسالة واحدة كل صباح في الساعة 8 بتوقيت دمشق بسيارات اليوم السابق' },
  { value: 'off', label: 'إيقاف', hint: 'لا رسائل بريد، وتبقى الإشعارات داخل الموقع' },
];

const DEFAULTS: Preferences = {
  email_messages: true,
  email_listing_status: true,
  email_newsletter: false,
  email_saved_searches: true,
  saved_search_mail: 'instant',
};

/** Each choice is saved as soon as it changes (and put back if the server refuses). */
export function NotificationsForm({ user }: { user: User }) {
  const [update] = useUpdateMeMutation();
  const [prefs, setPrefs] = useState<Preferences>({ ...DEFAULTS, ...user.preferences });
  const [saving, setSaving] = useState<keyof Preferences | null>(null);

  const save = async <K extends keyof Preferences>(key: K, value: Preferences[K]) => {
    const previous = prefs;
    setPrefs({ ...prefs, [key]: value });
    setSaving(key);
    try {
      const saved = await update({ preferences: { [key]: value } }).unwrap();
      if (saved.preferences) setPrefs({ ...DEFAULTS, ...saved.preferences });
      toast.success(arm.account.preferencesSaved);
    } catch {
      setPrefs(previous);
      toast.error(arm.account.preferencesFailed);
    } finally {
      setSaving(null);
    }
  };

  return (
    <SettingsCard id="notification-settings" title="الإشعارات">
      <div className="flex flex-col gap-3">
        {TOGGLES.map(({ key, label }) => (
          <CheckboxField
            key={key}
            label={label}
            checked={prefs[key]}
            disabled={saving === key}
            onChange={(event) => void save(key, event.target.checked)}
          />
        ))}
        <fieldset
          className="flex flex-col gap-2"
          disabled={saving === 'saved_search_mail'}
          aria-describedby="saved-search-mail-hint"
        >
          <legend className="mb-1 text-sm font-semibold text-slate-700">رسائل البريد عن عمليات البحث المحفوظة</legend>
          <div className="flex flex-wrap gap-2">
            {SAVED_SEARCH_MAIL.map(({ value, label }) => (
              <label
                key={value}
                className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-700 has-checked:border-brand-500 has-checked:bg-brand-50"
              >
                <input
                  type="radio"
                  name="saved_search_mail"
                  value={value}
                  checked={prefs.saved_search_mail === value}
                  onChange={() => void save('saved_search_mail', value)}
                  className="accent-brand-600"
                />
                {label}
              </label>
            ))}
          </div>
          <p id="saved-search-mail-hint" className="text-xs text-slate-500">
            {SAVED_SEARCH_MAIL.find(({ value }) => value === prefs.saved_search_mail)?.hint}
          </p>
        </fieldset>
      </div>
    </SettingsCard>
  );
}
