import * as RadixSelect from "@radix-ui/react-select";
import { useEffect, useId, useState } from "react";
import { useNonce } from "~/nonce";
import { useFilterForm } from "./filter-context";
import * as f from "./filters.css";
import * as s from "./widgets.css";
import type { SelectProps } from "./Select";

// Radix reserves the empty value for "no selection"; the 'All ...' options use "" in URLs.
const EMPTY = "__all__";
const toRadix = (value: string) => (value === "" ? EMPTY : value);
const fromRadix = (value: string) => (value === EMPTY ? "" : value);

/** The Radix Select that replaces the native one after hydration (loaded lazily by Select.tsx). */
export default function EnhancedSelect({ name, label, options, value }: SelectProps) {
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
        <RadixSelect.Trigger
          className={`${f.input} ${s.selectTrigger}`}
          aria-labelledby={labelId}
          data-name={name}
        >
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
