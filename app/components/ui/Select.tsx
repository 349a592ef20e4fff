import * as RadixSelect from "@radix-ui/react-select";
import { useEffect, useId, useState } from "react";
import { ClientOnly } from "remix-utils/client-only";
import { useNonce } from "~/nonce";
import { useFilterForm } from "./filter-context";
import * as f from "./filters.css";
import * as s from "./widgets.css";

export interface Option {
  value: string;
  label: string;
}

// Radix reserves the empty value for "no selection"; the 'All ...' options use "" in URLs.
const EMPTY = "__all__";
const toRadix = (value: string) => (value === "" ? EMPTY : value);
const fromRadix = (value: string) => (value === EMPTY ? "" : value);

/**
 * A labelled filter dropdown: a native `<select>` in the server HTML (it works without
 * JavaScript), replaced after hydration by a Radix Select of the same size carrying the same
 * `name` through a hidden input. Choosing an option applies the filter at once as a new history
 * entry, so Back undoes it.
 */
export function SelectField({ name, label, options, value }: { name: string; label: string; options: readonly Option[]; value: string }) {
  return (
    <ClientOnly fallback={<NativeSelect name={name} label={label} options={options} value={value} />}>
      {() => <EnhancedSelect name={name} label={label} options={options} value={value} />}
    </ClientOnly>
  );
}

export function NativeSelect({ name, label, options, value }: { name: string; label: string; options: readonly Option[]; value: string }) {
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

function EnhancedSelect({ name, label, options, value }: { name: string; label: string; options: readonly Option[]; value: string }) {
  const labelId = useId();
  const nonce = useNonce();
  const form = useFilterForm();
  const [current, setCurrent] = useState(value);
  useEffect(() => setCurrent(value), [value]);
  const change = (next: string) => {
    setCurrent(fromRadix(next));
    form?.applySoon({ push: true });
  };
  return (
    <div className={f.field}>
      <span id={labelId} className={f.label}>
        {label}
      </span>
      <input type="hidden" name={name} value={current} />
      <RadixSelect.Root value={toRadix(current)} onValueChange={change}>
        <RadixSelect.Trigger className={`${f.input} ${s.selectTrigger}`} aria-labelledby={labelId} data-name={name}>
          <RadixSelect.Value />
          <RadixSelect.Icon className={s.selectIcon}>▾</RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content className={s.selectContent} position="popper" sideOffset={4}>
            <RadixSelect.Viewport className={s.selectViewport} nonce={nonce}>
              {options.map((o) => (
                <RadixSelect.Item key={o.value} value={toRadix(o.value)} className={s.selectItem}>
                  <RadixSelect.ItemText>{o.label}</RadixSelect.ItemText>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
    </div>
  );
}
