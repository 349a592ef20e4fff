import { parseDate, toCalendarDate, type CalendarDate, type DateValue } from "@internationalized/date";
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Label,
  Popover,
  Text,
} from "react-aria-components";
import { isIsoDate } from "~/lib/search-params";
import { INVALID_DATE_MESSAGE, type DateFieldProps } from "./DatePicker";
import { useFilterForm } from "./filter-context";
import * as f from "./filters.css";
import * as s from "./widgets.css";

const toDate = (iso: string | undefined): CalendarDate | null =>
  iso && isIsoDate(iso) ? parseDate(iso) : null;

/**
 * The field's state: the date shown, whether it is out of range, and the hidden input that carries
 * the applied value to the filter form.
 */
function useDateValue({
  value,
  min,
  max,
  alsoSets,
}: Pick<DateFieldProps, "value" | "min" | "max" | "alsoSets">) {
  const form = useFilterForm();
  const hidden = useRef<HTMLInputElement>(null);
  const [current, setCurrent] = useState<CalendarDate | null>(toDate(value));
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    setCurrent(toDate(value));
    setInvalid(false);
  }, [value]);
  const minValue = toDate(min) ?? undefined;
  const maxValue = toDate(max) ?? undefined;
  const otherInput = () => (alsoSets ? hidden.current?.form?.elements.namedItem(alsoSets) : null);

  // A typed date applies once, when it is complete and the field is left (Tab, a click elsewhere)
  // or Enter is pressed: every keystroke of a complete date is a new value (year 2, 20, 202, 2024),
  // and applying each one navigated several times and reset the segments mid-typing.
  const commit = (next: CalendarDate | null = current) => {
    if (next === null || next.toString() === value) return;
    const outOfRange = (minValue && next.compare(minValue) < 0) || (maxValue && next.compare(maxValue) > 0);
    setInvalid(Boolean(outOfRange));
    if (outOfRange) return;
    if (hidden.current) hidden.current.value = next.toString();
    moveOther(next);
    form?.applySoon({ push: true });
  };

  // The date-range rule: a start after the end moves the end to it.
  const moveOther = (day: CalendarDate) => {
    const other = otherInput();
    if (other instanceof HTMLInputElement && isIsoDate(other.value) && other.value < day.toString())
      other.value = day.toString();
  };

  const change = (next: CalendarDate | null) => {
    setCurrent(next);
    setInvalid(false);
  };

  // A day picked on the calendar applies at once. Picking the date already chosen also moves
  // `alsoSets` (the end date) to it, narrowing the range to that day.
  const pick = (picked: DateValue) => {
    const day = toCalendarDate(picked);
    const other = otherInput();
    if (day.toString() === value && other instanceof HTMLInputElement && other.value !== value) {
      other.value = value;
      form?.applySoon({ push: true });
    } else commit(day);
  };

  return { hidden, current, invalid, minValue, maxValue, commit, change, pick };
}

/** react-aria's DatePicker in place of the native date input (loaded lazily by DatePicker.tsx). */
export default function EnhancedDateField({ name, label, value, min, max, alsoSets }: DateFieldProps) {
  const { hidden, current, invalid, minValue, maxValue, commit, change, pick } = useDateValue({
    value,
    min,
    max,
    alsoSets,
  });
  const leave = (event: FocusEvent<HTMLDivElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) commit();
  };

  return (
    <I18nProvider locale="en-US">
      <AriaDatePicker
        className={f.field}
        value={current}
        onChange={change}
        minValue={minValue}
        maxValue={maxValue}
        isInvalid={invalid}
        shouldForceLeadingZeros
        granularity="day"
      >
        <Label className={f.label}>{label}</Label>
        <Group
          className={`${f.input} ${s.dateGroup}`}
          onBlur={leave}
          onKeyDownCapture={(event: KeyboardEvent<HTMLDivElement>) => {
            if (event.key === "Enter") commit();
          }}
        >
          <DateInput className={s.dateInput}>
            {(segment) => <DateSegment segment={segment} className={s.dateSegment} />}
          </DateInput>
          <Button className={s.dateButton} aria-label={`Choose ${label.toLowerCase()}`}>
            ▾
          </Button>
        </Group>
        <input
          ref={hidden}
          type="hidden"
          name={name}
          value={invalid || !current ? value : current.toString()}
        />
        {invalid ? (
          <Text slot="errorMessage" className={s.fieldError}>
            {INVALID_DATE_MESSAGE}
          </Text>
        ) : null}
        <CalendarPopover label={label} onPick={pick} />
      </AriaDatePicker>
    </I18nProvider>
  );
}

/** The month calendar the button opens; a day picked applies at once. */
function CalendarPopover({ label, onPick }: { label: string; onPick: (picked: DateValue) => void }) {
  return (
    <Popover className={s.popover}>
      <Dialog className={s.dialog} aria-label={label}>
        <Calendar className={s.calendar} onChange={onPick}>
          <header className={s.calendarHeader}>
            <Button slot="previous" className={s.dateButton}>
              ‹
            </Button>
            <Heading className={s.calendarHeading} />
            <Button slot="next" className={s.dateButton}>
              ›
            </Button>
          </header>
          <CalendarGrid className={s.calendarGrid}>
            {(date) => <CalendarCell date={date} className={s.calendarCell} />}
          </CalendarGrid>
        </Calendar>
      </Dialog>
    </Popover>
  );
}
