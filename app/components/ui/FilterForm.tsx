import { Form, useLocation, useNavigation, useNavigationType, useSubmit } from "@remix-run/react";
import { useEffect, useMemo, useRef, type ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { SPORTS, SPORT_NAMES } from "@domain/sports";
import { formQuery, type ParamDefaults } from "~/lib/search-params";
import { FilterFormContext, type FilterFormApi } from "./filter-context";
import * as s from "./filters.css";
import { SelectField, type Option } from "./Select";

export { SelectField, type Option } from "./Select";

/**
 * Applying the form: its fields as the canonical query, submitted after `delay` (a later change
 * restarts the wait), pushing a history entry or replacing the current one. A field changed
 * before hydration is applied once the page's script runs.
 */
function useApplyFilters(defaults: ParamDefaults) {
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();

  const apply = (delay: number, push = false) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (!form.current) return;
      const params = formQuery(new FormData(form.current), defaults);
      submit(params, { method: "get", replace: !push, preventScrollReset: true });
    }, delay);
  };
  const api = useMemo<FilterFormApi>(() => ({ applySoon: ({ push }) => apply(0, push) }), []); // eslint-disable-line react-hooks/exhaustive-deps
  // A field changed before the page's script ran (a slow phone) keeps its value through hydration,
  // but the URL and the rows do not have it yet: the change is applied as one made after would be.
  useEffect(() => {
    if (form.current && changedBeforeHydration(form.current)) apply(0, true);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  return { form, apply, api };
}

/**
 * A filter bar: a GET form of native controls, so it works without JavaScript (the Apply button
 * submits it). Once hydrated, every change applies at once with empty and default values left out
 * of the URL, and the Apply button hides. A discrete change (a select, a toggle, a date) pushes a
 * history entry so Back undoes it; typing in a search box replaces the entry.
 */
export function FilterForm({
  children,
  defaults = {},
  label = "Filters",
  preserve = {},
  submitLabel = "Apply",
  keepSubmit = false,
  id,
}: {
  children: ReactNode;
  defaults?: ParamDefaults;
  label?: string;
  /** Hidden parameters the form carries along (e.g. the open section). */
  preserve?: Record<string, string | undefined>;
  /** The submit button's text (a page whose spec names it, e.g. /analytics' 'Filter'). */
  submitLabel?: string;
  /** Keep the submit button after hydration (when the spec lists it as a button of the page). */
  keepSubmit?: boolean;
  id?: string;
}) {
  const hydrated = useHydrated();
  const { form, apply, api } = useApplyFilters(defaults);

  return (
    <Form
      ref={form}
      id={id}
      method="get"
      role="search"
      aria-label={label}
      // Without JavaScript the browser would restore a field changed before leaving on Back
      // (a chosen status the URL of that entry does not have): the fields show the URL's values.
      autoComplete="off"
      className={s.bar}
      onChange={(event) => {
        const typing =
          event.target instanceof HTMLInputElement &&
          (event.target.type === "search" || event.target.type === "text");
        apply(typing ? 300 : 0, !typing);
      }}
      onSubmit={(event) => {
        event.preventDefault();
        apply(0, true);
      }}
    >
      <FilterFormContext.Provider value={api}>
        {Object.entries(preserve).map(([name, value]) =>
          value ? <input key={name} type="hidden" name={name} value={value} /> : null,
        )}
        {children}
      </FilterFormContext.Provider>
      <button type="submit" className={s.apply} hidden={hydrated && !keepSubmit}>
        {submitLabel}
      </button>
    </Form>
  );
}

/** Whether any field of the form differs from the server's HTML of it (its default). */
function changedBeforeHydration(form: HTMLFormElement): boolean {
  return Array.from(form.elements).some((field) => {
    if (field instanceof HTMLSelectElement) {
      const options = Array.from(field.options);
      // A URL value the list lacks marks no option: the browser shows the first, which is no change.
      return options.some((o) => o.defaultSelected)
        ? options.some((o) => o.selected !== o.defaultSelected)
        : field.selectedIndex > 0;
    }
    if (!(field instanceof HTMLInputElement) || field.type === "hidden") return false;
    if (field.type === "checkbox" || field.type === "radio") return field.checked !== field.defaultChecked;
    return field.value !== field.defaultValue;
  });
}

export function SearchField({
  name = "q",
  label,
  placeholder,
  defaultValue,
}: {
  name?: string;
  label: string;
  placeholder: string;
  defaultValue?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const hydratedBox = useRef(false);
  const location = useLocation();
  const navigationType = useNavigationType();
  // The box shows what the URL says after Back and Forward (and any link that changes it), but is
  // left alone while it has focus and the change is its own typing (a replaced history entry).
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    // On hydration the box keeps what was typed before (FilterForm applies it).
    if (!hydratedBox.current) {
      hydratedBox.current = true;
      return;
    }
    if (navigationType !== "POP" && document.activeElement === box) return;
    box.value = defaultValue ?? "";
  }, [location.key, navigationType, defaultValue]);
  return (
    <label className={s.field}>
      <span className={s.label}>{label}</span>
      <input
        ref={input}
        className={s.input}
        type="search"
        name={name}
        placeholder={placeholder}
        defaultValue={defaultValue}
        autoComplete="off"
      />
    </label>
  );
}

/**
 * A checkbox toggle that works without JavaScript: a hidden `offValue` field comes first and the
 * checked box's "1" after it, so the last value of `name` wins (read it with `getAll(name).at(-1)`).
 */
export function ToggleField({
  name,
  label,
  checked,
  offValue = "0",
}: {
  name: string;
  label: string;
  checked: boolean;
  offValue?: string;
}) {
  return (
    <label className={s.toggle}>
      <input type="hidden" name={name} value={offValue} />
      <input type="checkbox" name={name} value="1" defaultChecked={checked} key={String(checked)} />
      <span>{label}</span>
    </label>
  );
}

/** Every sport, in the product's order: the choices where a hub page lists them all. */
export const ALL_SPORTS: readonly Option[] = SPORTS.map((sport) => ({
  value: sport,
  label: SPORT_NAMES[sport],
}));

/**
 * The hub's sport choice, 'All Sports' first: `allValue` is what the form sends for it (its
 * default). A sport site passes `sports` null and shows none.
 */
export function SportField({
  sports,
  value,
  allValue = "",
}: {
  sports: readonly Option[] | null;
  value: string | null;
  allValue?: string;
}) {
  if (!sports) return null;
  return (
    <SelectField
      name="sport"
      label="Sport"
      options={[{ value: allValue, label: "All Sports" }, ...sports]}
      value={value ?? allValue}
    />
  );
}

/** True while a client navigation is loading new data for this page (show skeletons then). */
export function useIsLoading(): boolean {
  const navigation = useNavigation();
  return navigation.state === "loading";
}
