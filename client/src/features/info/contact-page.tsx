import { baseApi } from '../../shared/api/base-api';
import { MessageForm, type MessageToSend } from '../../shared/forms/message-form';
import { Card } from '../../shared/ui/card';
import { InfoPage } from './info-page';

const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<{ message: string }, MessageToSend>({
      query: (body) => ({ url: '/api/contact', method: 'POST', body }),
    }),
  }),
});

/** The contact page: the message reaches the site's admins, live in their inbox. */
export function ContactPage() {
  const [send] = contactApi.useSendContactMessageMutation();
  return (
    <InfoPage title="اتصل بنا" subtitle="سؤال، اقتراح، أو مشكلة في إعلان؟ يصل ما تكتبه هنا إلى فريق سيّارة مباشرة.">
      <div className="grid gap-6 md:grid-cols-[2fr_1fr]">
        <Card className="p-5 sm:p-6">
          <MessageForm withSubject submitLabel="إرسال الرسالة" onSend={(values) => send(values).unwrap()} />
        </Card>
        <Card className="flex flex-col gap-3 p-5 text-sm">
          <h2 className="text-base font-bold text-slate-900">معلومات التواصل</h2>
          <p>دمشق - المزة، شارع الجلاء، بناء 14</p>
          <p dir="ltr" className="text-end">
            +963 11 612 3456
          </p>
          <p dir="ltr" className="text-end">
            info@sayyara.sy
          </p>
          <p className="text-slate-500">نرد على الرسائل من الأحد إلى الخميس، من 9 صباحًا حتى 5 مساءً.</p>
        </Card>
      </div>
    </InfoPage>
  );
}
