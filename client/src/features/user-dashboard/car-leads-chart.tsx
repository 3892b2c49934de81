import { formatDay } from '../../shared/format/date';
import { formatNumber } from '../../shared/format/number';
import { arm } from '../../shared/messages/ar-manage';
import { useGetCarLeadsQuery, type CarLeads, type LeadDay } from './car-leads-api';

/** One day's column: its width in the drawing, of which the bar takes BAR. */
const STEP = 10;
const BAR = 7;
/** The views band on top, the leads band (phone requests under messages) below it. */
const VIEWS_TOP = 0;
const LEADS_TOP = 34;
const BAND = 28;

const SERIES = [
  { key: 'views', label: 'المشاهدات', swatch: 'bg-slate-300' },
  { key: 'reveals', label: 'طلبات الرقم', swatch: 'bg-emerald-600' },
  { key: 'messages', label: 'الرسائل', swatch: 'bg-sky-600' },
] as const;

/**
 * A car's last 30 days beside its total views: page views, and the leads they brought (the phone
 * asked for, messages), per day. A drawing of a few rectangles rather than a chart library; its
 * numbers are also a table, and the whole reads as one sentence to a screen reader.
 */
export function CarLeadsChart({ carId }: { carId: number }) {
  // Leads come in all day: a row shown again after a minute asks for the day's figures again.
  const { data, isLoading, isError } = useGetCarLeadsQuery(carId, { refetchOnMountOrArgChange: 60 });
  if (isLoading) return <div className="h-16 w-full max-w-sm animate-pulse rounded-lg bg-slate-100" aria-hidden="true" />;
  if (isError || !data) return <p className="text-xs text-slate-500">{arm.myCars.leadsLoadFailed}</p>;
  return <Chart leads={data} />;
}

function Chart({ leads }: { leads: CarLeads }) {
  const { days, totals } = leads;
  const width = days.length * STEP;
  const most = (values: number[]) => Math.max(1, ...values);
  const viewsScale = BAND / most(days.map((d) => d.views));
  const leadsScale = BAND / most(days.map((d) => d.reveals + d.messages));
  // Right to left, as the page reads: the oldest day at the start (right), today at the end (left).
  const x = (index: number) => (days.length - 1 - index) * STEP;
  const label = (day: LeadDay) => arm.myCars.leadsDay(formatDay(day.day), day.views, day.reveals, day.messages);
  return (
    <figure className="flex w-full max-w-sm flex-col gap-1.5">
      <svg
        viewBox={`0 0 ${width} ${LEADS_TOP + BAND}`}
        className="h-16 w-full"
        preserveAspectRatio="none"
        role="img"
        aria-label={arm.myCars.leadsSummary(totals.views, totals.reveals, totals.messages)}
      >
        {days.map((day, index) => {
          const views = day.views * viewsScale;
          const messages = day.messages * leadsScale;
          const reveals = day.reveals * leadsScale;
          return (
            <g key={day.day}>
              <title>{label(day)}</title>
              <rect x={x(index)} y={VIEWS_TOP} width={STEP} height={LEADS_TOP + BAND} className="fill-transparent" />
              <rect x={x(index)} y={VIEWS_TOP + BAND - 1} width={BAR} height={1} className="fill-slate-200" />
              <rect x={x(index)} y={VIEWS_TOP + BAND - views} width={BAR} height={views} className="fill-slate-300" />
              <rect x={x(index)} y={LEADS_TOP + BAND - 1} width={BAR} height={1} className="fill-slate-200" />
              <rect x={x(index)} y={LEADS_TOP + BAND - reveals} width={BAR} height={reveals} className="fill-emerald-600" />
              <rect
                x={x(index)}
                y={LEADS_TOP + BAND - reveals - messages}
                width={BAR}
                height={messages}
                className="fill-sky-600"
              />
            </g>
          );
        })}
      </svg>
      <div className="flex justify-between text-[0.625rem] text-slate-400" aria-hidden="true">
        <span>{formatDay(days[0].day)}</span>
        <span>اليوم</span>
      </div>
      <figcaption className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600">
        <span>آخر 30 يومًا:</span>
        {SERIES.map(({ key, label: name, swatch }) => (
          <span key={key} className="inline-flex items-center gap-1">
            <span className={`size-2.5 rounded-sm ${swatch}`} aria-hidden="true" />
            {name} {formatNumber(totals[key])}
          </span>
        ))}
      </figcaption>
      <details className="text-xs text-slate-600">
        <summary className="cursor-pointer text-brand-700">الأرقام يومًا بيوم</summary>
        <table className="mt-2 w-full text-start">
          <caption className="sr-only">المشاهدات وطلبات الرقم والرسائل في آخر 30 يومًا</caption>
          <thead>
            <tr className="text-slate-500">
              <th scope="col" className="py-1 text-start font-medium">
                اليوم
              </th>
              {SERIES.map(({ key, label: name }) => (
                <th key={key} scope="col" className="py-1 text-start font-medium">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((day) => (
              <tr key={day.day} className="border-t border-slate-100">
                <th scope="row" className="py-1 text-start font-normal">
                  {formatDay(day.day)}
                </th>
                {SERIES.map(({ key }) => (
                  <td key={key} className="py-1">
                    {formatNumber(day[key])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
