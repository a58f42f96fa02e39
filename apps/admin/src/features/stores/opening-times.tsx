// A day's opening and closing times as two time inputs ("Friday opens at", "closes at"), in the
// stored HHMM form: the week's rows and the special dates edit their hours the same way.
import { hhmmToTime, timeToHhmm } from './store-data.ts';

export function OpeningTimes({
  name,
  open,
  close,
  invalid = false,
  inputClass,
  onChange,
}: {
  /** What the inputs are named after: "Friday", "Thu, Nov 26, 2026". */
  readonly name: string;
  readonly open: string;
  readonly close: string;
  readonly invalid?: boolean;
  readonly inputClass: string;
  readonly onChange: (open: string, close: string) => void;
}) {
  return (
    <>
      <input
        type="time"
        aria-label={`${name} opens at`}
        className={inputClass}
        value={hhmmToTime(open)}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(timeToHhmm(event.target.value, 'open'), close)}
      />
      <span aria-hidden className="text-stone-500">
        to
      </span>
      <input
        type="time"
        aria-label={`${name} closes at`}
        className={inputClass}
        value={hhmmToTime(close)}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(open, timeToHhmm(event.target.value, 'close'))}
      />
    </>
  );
}
