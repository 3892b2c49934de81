import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorStatus } from '../../shared/api/api-error';
import { ar } from '../../shared/messages/ar';
import { Button } from '../../shared/ui/button';
import { Card } from '../../shared/ui/card';
import { EmptyState } from '../../shared/ui/empty-state';
import { notify } from '../../shared/ui/notify';
import { PageHeading } from '../../shared/ui/page-heading';
import { PageSpinner } from '../../shared/ui/spinner';
import { useGetQuestionsQuery, useRecommendMutation, type Question, type Recommendation } from './questionnaire-api';
import { questionnaireAr } from '../../shared/messages/pages/questionnaire';

/** One question at a time, then cars from the live inventory that fit the answers. */
export function KnowYourNeedsPage() {
  const { data: questions, isLoading, isError, refetch } = useGetQuestionsQuery();
  const [recommend, { isLoading: submitting }] = useRecommendMutation();
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<number, number>>({});
  const [result, setResult] = useState<Recommendation | null>(null);
  const [stepped, setStepped] = useState(false);

  if (isLoading) return <PageSpinner />;
  if (isError || !questions) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-16">
        <EmptyState
          tone="error"
          title={questionnaireAr.loadFailed}
          action={<Button onClick={() => refetch()}>{ar.common.retry}</Button>}
        />
      </div>
    );
  }

  const startOver = () => {
    setAnswers({});
    setIndex(0);
    setResult(null);
  };

  const submit = async () => {
    try {
      const chosen = questions.map((q) => ({ question_id: q.id, chosen_option_id: answers[q.id] }));
      setResult(await recommend(chosen).unwrap());
    } catch (error) {
      notify.error(errorStatus(error) === 503 ? questionnaireAr.unavailable : questionnaireAr.submitFailed);
    }
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <PageHeading
        title="اعرف احتياجاتك"
        subtitle="أجب عن أسئلة قليلة، ونقترح عليك سيارات معروضة الآن تناسب ميزانيتك واستخدامك."
      />
      {result ? (
        <Results result={result} onStartOver={startOver} />
      ) : (
        <QuestionStep
          question={questions[index]}
          number={index + 1}
          total={questions.length}
          chosen={answers[questions[index].id]}
          onChoose={(option) => setAnswers((a) => ({ ...a, [questions[index].id]: option }))}
          onPrevious={() => {
            setStepped(true);
            setIndex((i) => Math.max(0, i - 1));
          }}
          onNext={() => {
            if (index === questions.length - 1) return void submit();
            setStepped(true);
            setIndex((i) => i + 1);
          }}
          focusQuestion={stepped}
          submitting={submitting}
        />
      )}
    </div>
  );
}

interface StepProps {
  question: Question;
  number: number;
  total: number;
  chosen: number | undefined;
  onChoose: (optionId: number) => void;
  onPrevious: () => void;
  onNext: () => void;
  submitting: boolean;
  /** After «التالي» or «السابق»: the new question takes the focus (the page's first does not). */
  focusQuestion: boolean;
}

function QuestionStep({ question, number, total, chosen, onChoose, onPrevious, onNext, submitting, focusQuestion }: StepProps) {
  const percent = Math.round((number / total) * 100);
  const last = number === total;
  const legend = useRef<HTMLLegendElement>(null);
  useEffect(() => {
    if (focusQuestion) legend.current?.focus();
  }, [question.id, focusQuestion]);
  return (
    <Card className="flex flex-col gap-6 p-6 sm:p-8">
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between text-sm font-semibold text-slate-600">
          <span>
            السؤال {number} من {total}
          </span>
          <span>{percent}%</span>
        </div>
        <div
          role="progressbar"
          aria-label="التقدم في الأسئلة"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2.5 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
        </div>
      </div>
      <fieldset className="flex flex-col gap-3" key={question.id}>
        {/* «التالي» replaces the question: the focus moves to the new one (read out), never to <body>. */}
        <legend ref={legend} tabIndex={-1} className="mb-3 text-xl font-bold text-slate-900 focus:outline-none">
          {question.text}
        </legend>
        {question.options.map((option) => (
          <label
            key={option.id}
            className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-300 p-4 transition has-checked:border-brand-500 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-200"
          >
            <input
              type="radio"
              name={`question-${question.id}`}
              value={option.id}
              checked={chosen === option.id}
              onChange={() => onChoose(option.id)}
              className="size-4 accent-brand-600"
            />
            <span className="font-semibold text-slate-800">{option.text}</span>
          </label>
        ))}
      </fieldset>
      <div className="flex justify-between gap-3">
        <Button variant="outline" onClick={onPrevious} disabled={number === 1 || submitting}>
          السابق
        </Button>
        <Button onClick={onNext} disabled={chosen === undefined || submitting} loading={submitting}>
          {submitting ? 'جاري جلب النتائج...' : last ? 'عرض النتائج' : 'التالي'}
        </Button>
      </div>
    </Card>
  );
}

function Results({ result, onStartOver }: { result: Recommendation; onStartOver: () => void }) {
  const texts = result.data.slice(0, -1);
  const note = result.data[result.data.length - 1];
  return (
    <div className="flex flex-col gap-6">
      {!!result.relaxed?.length && (
        <section
          aria-label="ما غيّرناه في طلبك"
          className="rounded-2xl border border-sky-200 bg-sky-50 p-5 leading-7 text-sky-900"
        >
          <h2 className="font-bold">ما غيّرناه في طلبك</h2>
          <ul className="list-disc ps-5">
            {result.relaxed.map((each) => (
              <li key={each.preference}>{each.reason}</li>
            ))}
          </ul>
        </section>
      )}
      <Card className="flex flex-col gap-4 p-6 sm:p-8">
        <h2 className="text-xl font-bold text-slate-900">السيارات المقترحة لك</h2>
        <ol className="flex flex-col gap-3">
          {texts.map((text, i) => {
            // The server may suggest fewer cars than it writes lines.
            const car = result.cars.at(i);
            return (
              <li key={text} className="flex flex-col gap-2 rounded-xl bg-slate-50 p-4 leading-7 text-slate-800">
                <span>{text}</span>
                {car && (
                  <Link to={`/car/${car.id}`} className="self-start text-sm font-semibold text-brand-700 hover:underline">
                    عرض تفاصيل {car.name}
                  </Link>
                )}
              </li>
            );
          })}
        </ol>
      </Card>
      <aside
        role="note"
        aria-label="ملاحظة مهمة"
        className="rounded-2xl border border-amber-200 bg-amber-50 p-5 leading-7 text-amber-900"
      >
        <p className="font-bold">ملاحظة مهمة</p>
        <p>{note.replace(/^ملاحظة:\s*/, '')}</p>
      </aside>
      <Button variant="secondary" className="self-start" onClick={onStartOver}>
        ابدأ من جديد
      </Button>
    </div>
  );
}
