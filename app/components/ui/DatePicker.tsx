import { LoadOnUse, widgetLoader } from "./LoadOnUse";
import * as f from "./filters.css";

// react-aria's DatePicker (the largest widget, ~60 KB gzipped with @internationalized/date) is
// fetched on a date field's first use (LoadOnUse): it stays out of first-load JavaScript, and the
// native date input works until then.
const loadDatePicker = widgetLoader(() => import("./DatePickerEnhanced").then((m) => m.default));

export const INVALID_DATE_MESSAGE = "Date input not valid.";

export interface DateFieldProps {
  name: string;
  label: string;
  /** `yyyy-MM-dd`, or "" for none. */
  value: string;
  min?: string;
  max?: string;
  /** Another date field's name: picking this field's current date again sets that one to it too. */
  alsoSets?: string;
}

/**
 * A date filter: a native `<input type="date">` in the server HTML (it works without JavaScript),
 * replaced on first use (pointer, touch or focus) by react-aria's DatePicker (segments typed as MM/dd/yyyy, a calendar
 * popover) that submits the same `name` as `yyyy-MM-dd`. A date typed that is not valid or out of
 * range says 'Date input not valid.' and is not applied.
 */
export function DateField(props: DateFieldProps) {
  return (
    <LoadOnUse load={loadDatePicker} native={<NativeDateField {...props} />}>
      {(EnhancedDateField) => <EnhancedDateField {...props} />}
    </LoadOnUse>
  );
}

function NativeDateField({ name, label, value, min, max }: DateFieldProps) {
  return (
    <label className={f.field}>
      <span className={f.label}>{label}</span>
      <input
        className={f.input}
        type="date"
        name={name}
        defaultValue={value}
        key={value}
        min={min}
        max={max}
      />
    </label>
  );
}
