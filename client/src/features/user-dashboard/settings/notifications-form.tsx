import { useState } from 'react';
import { toast } from 'sonner';
import type { Preferences, User } from '../../../shared/domain/user';
import { CheckboxField } from '../../../shared/ui/inputs';
import { useUpdateMeMutation } from '../account-api';
import { SettingsCard } from './settings-card';
import { arm } from '../../../shared/messages/ar-manage';

const TOGGLES: Array<{ key: keyof Preferences; label: string }> = [
  { key: 'email_messages', label: 'أرسل لي بريدًا عندما يراسلني مشترٍ' },
  { key: 'email_listing_status', label: 'أرسل لي بريدًا عند قبول إعلاني أو رفضه أو انتهائه' },
  { key: 'email_newsletter', label: 'أخبار سيّارة وعروضها' },
];

const DEFAULTS: Preferences = { email_messages: true, email_listing_status: true, email_newsletter: false };

/** Each toggle is saved as soon as it changes (and put back if the server refuses). */
export function NotificationsForm({ user }: { user: User }) {
  const [update] = useUpdateMeMutation();
  const [prefs, setPrefs] = useState<Preferences>({ ...DEFAULTS, ...user.preferences });
  const [saving, setSaving] = useState<keyof Preferences | null>(null);

  const toggle = async (key: keyof Preferences, value: boolean) => {
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
            onChange={(event) => void toggle(key, event.target.checked)}
          />
        ))}
      </div>
    </SettingsCard>
  );
}
