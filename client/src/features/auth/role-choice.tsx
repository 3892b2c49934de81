import { labels } from '../../shared/messages/ar';
import { REGISTER_ROLES, type RegisterRole } from './schemas';

const DESCRIPTIONS: Record<RegisterRole, string> = {
  user: 'تصفح السيارات واعرض سيارتك للبيع أو الإيجار',
  shop_manager: 'أدر متجرك واعرض السيارات وقطع الغيار',
  workshop: 'سجّل ورشتك واعرض خدماتك وإعلاناتك',
};

/** Account type as a radio group: one labelled choice per role, admin is never offered. */
export function RoleChoice({
  value,
  onChange,
  error,
}: {
  value: RegisterRole;
  onChange: (role: RegisterRole) => void;
  error?: string;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-slate-700">نوع الحساب</legend>
      <div className="grid gap-2">
        {REGISTER_ROLES.map((role) => (
          <label
            key={role}
            className="flex cursor-pointer flex-col gap-1 rounded-xl border border-slate-300 p-3 transition has-checked:border-brand-500 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-200"
          >
            <span className="flex items-center gap-2 text-sm font-bold text-slate-800">
              <input
                type="radio"
                name="role"
                value={role}
                checked={value === role}
                onChange={() => onChange(role)}
                aria-describedby={`role-${role}-hint`}
                className="accent-brand-600"
              />
              {labels.roles[role]}
            </span>
            {/* Hidden from the label's name, still read as the radio's description. */}
            <span id={`role-${role}-hint`} aria-hidden="true" className="text-xs text-slate-500">
              {DESCRIPTIONS[role]}
            </span>
          </label>
        ))}
      </div>
      {error && <p className="text-sm text-red-600">{error}</p>}
    </fieldset>
  );
}
