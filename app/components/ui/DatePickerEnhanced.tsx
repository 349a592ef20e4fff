import { parseDate, toCalendarDate, type CalendarDate, type DateValue } from "@internationalized/date";
import { useEffect, useRef, useState } from "react";
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

const toDate = (iso: string | undefined): CalendarDate | null => (iso && isIsoDate(iso) ? parseDate(iso) : null);

/** react-aria's DatePicker in place of the native date input (loaded lazily by DatePicker.tsx). */
export default function EnhancedDateField({ name, label, value, min, max, alsoSets }: DateFieldProps) {
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

  // The date-range rule: picking the date already chosen (on the calendar) also moves `alsoSets`
  // (the end date) to it, narrowing the range to that day.
  const pickSame = (picked: DateValue) => {
    const day = toCalendarDate(picked);
    if (!alsoSets || !current || day.compare(current) !== 0) return;
    const other = hidden.current?.form?.elements.namedItem(alsoSets);
    if (!(other instanceof HTMLInputElement) || other.value === day.toString()) return;
    other.value = day.toString();
    form?.applySoon({ push: true });
  };

  const change = (next: CalendarDate | null) => {
    setCurrent(next);
    if (next === null) return; // still typing, or cleared: nothing to apply yet
    const outOfRange = (minValue && next.compare(minValue) < 0) || (maxValue && next.compare(maxValue) > 0);
    setInvalid(Boolean(outOfRange));
    if (!outOfRange) form?.applySoon({ push: true });
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
        <Group className={`${f.input} ${s.dateGroup}`}>
          <DateInput className={s.dateInput}>{(segment) => <DateSegment segment={segment} className={s.dateSegment} />}</DateInput>
          <Button className={s.dateButton} aria-label={`Choose ${label.toLowerCase()}`}>
            ▾
          </Button>
        </Group>
        <input ref={hidden} type="hidden" name={name} value={invalid || !current ? value : current.toString()} />
        {invalid ? (
          <Text slot="errorMessage" className={s.fieldError}>
            {INVALID_DATE_MESSAGE}
          </Text>
        ) : null}
        <Popover className={s.popover}>
          <Dialog className={s.dialog} aria-label={label}>
            <Calendar className={s.calendar} onChange={pickSame}>
              <header className={s.calendarHeader}>
                <Button slot="previous" className={s.dateButton}>
                  ‹
                </Button>
                <Heading className={s.calendarHeading} />
                <Button slot="next" className={s.dateButton}>
                  ›
                </Button>
              </header>
              <CalendarGrid className={s.calendarGrid}>{(date) => <CalendarCell date={date} className={s.calendarCell} />}</CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </AriaDatePicker>
    </I18nProvider>
  );
}
