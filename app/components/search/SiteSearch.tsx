import { Form } from "@remix-run/react";
import { useEffect, useId, useRef } from "react";
import { useLoadOnUse, widgetLoader } from "~/components/ui/LoadOnUse";
import { visuallyHidden } from "~/components/ui/ui.css";
import * as s from "./search.css";

export const SEARCH_PLACEHOLDER = "Search teams, players, coaches...";
/** The header box is narrow next to the navigation. */
const SHORT_PLACEHOLDER = "Search...";
/** Marks every site search input, for the '/' shortcut. */
export const SEARCH_INPUT_ATTR = "data-site-search";

type Variant = "header" | "menu" | "page";
/** Each search landmark's name, distinct per page (axe landmark-unique). */
const LANDMARK_LABELS: Record<Variant, string> = { header: "Site", menu: "Menu search", page: "Search page" };
const boxClass: Record<Variant, string> = { header: s.boxHeader, menu: s.boxMenu, page: s.boxPage };

// The suggestion list (react-aria ComboBox) is loaded on a search box's first use (LoadOnUse: the
// pointer over the form, a touch, focus), so no page carries its code in its first-load JavaScript.
const loadCombobox = widgetLoader(() => import("./SearchCombobox").then((m) => m.SearchCombobox));

/**
 * The site search: a GET form to /search, so it works without JavaScript. After hydration its
 * first use swaps the plain input for the combobox with suggestions, keeping text and focus.
 */
export function SiteSearch({ variant, defaultValue = "" }: { variant: Variant; defaultValue?: string }) {
  const id = useId();
  const plain = useRef<HTMLInputElement>(null);
  const { widget: Combobox, hadFocus, intent } = useLoadOnUse(loadCombobox);
  // Only a focused text box hands its focus on (not the submit button).
  const onIntent = () => {
    if (plain.current) intent(plain.current);
  };

  const label = variant === "page" ? "Search again" : "Search";
  const placeholder = variant === "header" ? SHORT_PLACEHOLDER : SEARCH_PLACEHOLDER;
  return (
    <Form
      method="get"
      action="/search"
      role="search"
      aria-label={LANDMARK_LABELS[variant]}
      onPointerEnter={onIntent}
      onTouchStart={onIntent}
      onFocus={onIntent}
      className={`${s.box} ${boxClass[variant]}`}
    >
      {Combobox ? (
        // Read while the plain input still exists: text typed since the module was asked for.
        <Combobox
          id={id}
          label={label}
          defaultValue={plain.current?.value ?? defaultValue}
          restoreFocus={hadFocus}
          placeholder={placeholder}
          renderSubmit={(hidden) => <SearchSubmit hidden={hidden} />}
        />
      ) : (
        <div className={s.field}>
          <label htmlFor={id} className={visuallyHidden}>
            {label}
          </label>
          <input
            ref={plain}
            id={id}
            className={s.input}
            type="search"
            name="q"
            defaultValue={defaultValue}
            placeholder={placeholder}
            autoComplete="off"
            enterKeyHint="search"
            {...{ [SEARCH_INPUT_ATTR]: "" }}
          />
        </div>
      )}
      {Combobox ? null : <SearchSubmit />}
    </Form>
  );
}

/**
 * The form's submit button. `hidden`: the suggestion list is open and react-aria has hidden
 * everything but the input and the list from assistive technology, so the button leaves the tab
 * order too (Tab closes the list first; a click still works).
 */
function SearchSubmit({ hidden = false }: { hidden?: boolean }) {
  return (
    <button type="submit" className={s.submit} aria-label="Search" tabIndex={hidden ? -1 : undefined}>
      <svg
        width="18"
        height="18"
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.25"
        strokeLinecap="round"
      >
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </svg>
    </button>
  );
}

/** '/' anywhere outside a text field focuses the visible site search box (as on GitHub or MDN). */
export function useSearchShortcut(): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented)
        return;
      const target = event.target as HTMLElement | null;
      if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
      const inputs = [...document.querySelectorAll<HTMLInputElement>(`input[${SEARCH_INPUT_ATTR}]`)];
      // The visible one: the header box on wide screens; on phones, open the menu that holds it.
      let input = inputs.find((el) => el.offsetParent !== null);
      if (!input) {
        const menu = inputs.map((el) => el.closest("details")).find((d): d is HTMLDetailsElement => !!d);
        if (!menu) return;
        menu.open = true;
        input = inputs.find((el) => el.offsetParent !== null);
      }
      if (!input) return;
      event.preventDefault();
      input.focus();
      input.select();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
}
