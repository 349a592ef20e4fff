import { LoadOnUse, widgetLoader } from "./LoadOnUse";
import * as f from "./filters.css";

// Radix Select (~28 KB gzipped) is fetched on a dropdown's first use (LoadOnUse): it stays out of
// every page's first-load JavaScript, and the native select works until then.
const loadSelect = widgetLoader(() => import("./SelectEnhanced").then((m) => m.default));

/** Above this many options the native select is kept after hydration. */
const LONG_LIST = 40;

export interface Option {
  value: string;
  label: string;
}

/** The choices after the 'All ...' one, whose value "" the form leaves out of the URL. */
export function withAll(label: string, options: readonly Option[]): Option[] {
  return [{ value: "", label }, ...options];
}

/** Choices whose value is the text they show (conferences, divisions, positions). */
export function namedOptions(names: readonly string[]): Option[] {
  return names.map((name) => ({ value: name, label: name }));
}

/** A labelled dropdown: the field `name`, its options and the chosen `value` ("" for 'All ...'). */
export interface SelectProps {
  name: string;
  label: string;
  options: readonly Option[];
  value: string;
}

/**
 * A labelled filter dropdown: a native `<select>` in the server HTML (it works without
 * JavaScript), replaced on first use (pointer, touch or focus) by a Radix Select of the same size carrying the same
 * `name` through a hidden input. Choosing an option applies the filter at once as a new history
 * entry, so Back undoes it.
 */
export function SelectField({ name, label, options, value }: SelectProps) {
  // A long list (a year for every season) stays native: Radix mounts every item even while closed,
  // which cost a 124-year filter about 500 ms of main thread on a throttled phone; the native
  // picker scrolls long lists better anyway. It applies at once like the Radix one (FilterForm).
  if (options.length > LONG_LIST)
    return <NativeSelect name={name} label={label} options={options} value={value} />;
  return (
    <LoadOnUse
      load={loadSelect}
      native={<NativeSelect name={name} label={label} options={options} value={value} />}
    >
      {(EnhancedSelect) => <EnhancedSelect name={name} label={label} options={options} value={value} />}
    </LoadOnUse>
  );
}

export function NativeSelect({ name, label, options, value }: SelectProps) {
  return (
    <label className={f.field}>
      <span className={f.label}>{label}</span>
      <select className={f.input} name={name} defaultValue={value} key={value}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
