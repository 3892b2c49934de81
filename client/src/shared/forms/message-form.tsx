import { useState, type SubmitEvent } from 'react';
import { useSelector } from 'react-redux';
import { errorStatus, fieldErrors, serverMessage } from '../api/api-error';
import { selectSession } from '../session/session-slice';
import { Button } from '../ui/button';
import { isEmail } from './email';
import { TextAreaField, TextField } from '../ui/inputs';
import { notify } from '../ui/notify';
import { messageFormAr } from '../messages/pages/messageForm';

export interface MessageValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

type Field = keyof MessageValues;

/** What is sent: trimmed, with the optional fields left out when empty. */
export interface MessageToSend {
  name: string;
  email: string;
  phone?: string;
  subject?: string;
  message: string;
}

const PHONE = /^\+?[0-9 ]{7,20}$/;

/** The server's rules, checked before sending so a slip costs no round trip. */
export function messageProblems(values: MessageValues, withSubject: boolean): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {};
  if (values.name.trim().length < 2) problems.name = messageFormAr.name;
  if (!isEmail(values.email)) problems.email = messageFormAr.email;
  if (values.phone.trim() && !PHONE.test(values.phone.trim())) problems.phone = messageFormAr.phone;
  if (withSubject && values.subject.trim().length < 3) problems.subject = messageFormAr.subject;
  if (values.message.trim().length < 10) problems.message = messageFormAr.message;
  return problems;
}

interface MessageFormProps {
  submitLabel: string;
  /** The contact page asks for a subject; messages about a car or a part do not. */
  withSubject?: boolean;
  messageLabel?: string;
  /** Sends the values; resolves with the server's confirmation text, rejects with the call's error. */
  onSend: (values: MessageToSend) => Promise<{ message: string }>;
  onSent?: () => void;
}

/** Name, email, optional phone, (subject) and message, with the server's errors shown by their fields. */
export function MessageForm({ submitLabel, withSubject = false, messageLabel = 'الرسالة', onSend, onSent }: MessageFormProps) {
  const user = useSelector(selectSession).user;
  const [values, setValues] = useState<MessageValues>({
    name: user?.name ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    subject: '',
    message: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  const bind = (field: Field) => ({
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value })),
  });

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = messageProblems(values, withSubject);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setSending(true);
    try {
      const { name, email, phone, subject, message } = values;
      const result = await onSend({
        name: name.trim(),
        email: email.trim(),
        phone: phone.trim() || undefined,
        message: message.trim(),
        ...(withSubject ? { subject: subject.trim() } : {}),
      });
      setSent(result.message);
      setValues((v) => ({ ...v, subject: '', message: '' }));
      notify.success(result.message);
      onSent?.();
    } catch (error) {
      const status = errorStatus(error);
      const byField = fieldErrors(error);
      setErrors(byField);
      if (status === 429) notify.error(messageFormAr.tooMany);
      else if (status !== 422) notify.error(serverMessage(error) ?? messageFormAr.failed);
    } finally {
      setSending(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="الاسم" autoComplete="name" required {...bind('name')} />
        <TextField label="البريد الإلكتروني" type="email" dir="ltr" autoComplete="email" required {...bind('email')} />
      </div>
      <TextField label="رقم الهاتف (اختياري)" type="tel" dir="ltr" autoComplete="tel" inputMode="tel" {...bind('phone')} />
      {withSubject && <TextField label="الموضوع" required {...bind('subject')} />}
      <TextAreaField label={messageLabel} rows={4} required {...bind('message')} />
      <Button type="submit" loading={sending} className="self-start">
        {submitLabel}
      </Button>
      {sent && (
        <p role="status" className="rounded-xl bg-emerald-50 p-3 text-sm font-semibold text-emerald-800">
          {sent}
        </p>
      )}
    </form>
  );
}
