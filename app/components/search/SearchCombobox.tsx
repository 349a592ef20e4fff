/**
 * The header search with suggestions (react-aria ComboBox), loaded on a search box's first focus.
 * Up to 8 suggestions from /search.json as the visitor types: debounced, and each new request
 * aborts the one it supersedes. Arrow keys move through them; Enter (or a click) on one opens its
 * page; Enter on the text submits the form to /search. react-aria supplies the combobox roles,
 * aria-activedescendant and the live announcement of the number of suggestions.
 */
import { useHref, useNavigate } from "@remix-run/react";
import { useContext, useEffect, useRef, useState, type ReactNode } from "react";
import {
  ComboBox,
  ComboBoxStateContext,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  RouterProvider,
} from "react-aria-components";
import { visuallyHidden } from "~/components/ui/ui.css";
import { SUGGESTION_DEBOUNCE_MS, SUGGESTION_MIN_LENGTH, type Suggestion } from "~/lib/search";
import { suggestionsBodySchema } from "~/lib/search-suggestions";
import * as s from "./search.css";

export interface SearchComboboxProps {
  id: string;
  label: string;
  placeholder: string;
  defaultValue: string;
  /** The visitor had focused the plain box this replaces: keep the focus here. */
  restoreFocus: boolean;
  /** The form's submit button, told whether the list is open. */
  renderSubmit: (listOpen: boolean) => ReactNode;
}

/** The submit button, out of the tab order while the list is open (see SiteSearch). */
function Submit({ render }: { render: SearchComboboxProps["renderSubmit"] }) {
  const state = useContext(ComboBoxStateContext);
  return <>{render(state?.isOpen ?? false)}</>;
}

/**
 * The text input. Enter with no suggestion highlighted submits the form (react-aria would keep
 * it). Suggestions arrive after the keystroke that asked for them, when react-aria has already
 * decided not to open an empty list, so their arrival opens it.
 */
function SearchInput({
  id,
  placeholder,
  restoreFocus,
  suggestions,
}: Pick<SearchComboboxProps, "id" | "placeholder" | "restoreFocus"> & { suggestions: Suggestion[] }) {
  const state = useContext(ComboBoxStateContext);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (restoreFocus) input.current?.focus();
    // Only when this input replaces the plain one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const open = state?.open;
  const isOpen = state?.isOpen ?? false;
  const isFocused = state?.isFocused ?? false;
  useEffect(() => {
    if (open && suggestions.length > 0 && !isOpen && isFocused) open(null, "input");
    // Only a new list of suggestions opens the menu (not closing it with Escape).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [suggestions]);
  return (
    <Input
      ref={input}
      id={id}
      name="q"
      type="search"
      className={s.input}
      placeholder={placeholder}
      enterKeyHint="search"
      data-site-search=""
      onKeyDown={(event) => {
        // The DOM, not react-aria's state, says whether a suggestion is highlighted: react-aria's
        // own Enter handler (which may run first) already resets its state while it opens the link.
        if (
          event.key !== "Enter" ||
          !state?.isOpen ||
          event.currentTarget.getAttribute("aria-activedescendant")
        )
          return;
        // The list is open but nothing in it is chosen: the visitor wants the results page.
        event.preventDefault();
        event.currentTarget.form?.requestSubmit();
      }}
    />
  );
}

/**
 * The box's text and its suggestions: fetched from /search.json once typing pauses, the earlier
 * request dropped when the text changes; too short a text has none.
 */
function useSuggestions(defaultValue: string, restoreFocus: boolean) {
  const [text, setText] = useState(defaultValue);
  const [items, setItems] = useState<Suggestion[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const request = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      request.current?.abort();
    },
    [],
  );

  const onInputChange = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    request.current?.abort();
    const q = value.trim();
    if (q.length < SUGGESTION_MIN_LENGTH) {
      setItems([]);
      return;
    }
    timer.current = setTimeout(() => {
      const controller = new AbortController();
      request.current = controller;
      fetch(`/search.json?${new URLSearchParams({ q })}`, {
        signal: controller.signal,
        headers: { Accept: "application/json" },
      })
        .then((response) => response.json())
        .then((body: unknown) => {
          const parsed = suggestionsBodySchema.safeParse(body);
          if (!controller.signal.aborted) setItems(parsed.success ? parsed.data.suggestions : []);
        })
        // Aborted or failed: the box still submits to /search.
        .catch(() => {});
    }, SUGGESTION_DEBOUNCE_MS);
  };

  // Text typed into the plain box while this module loaded still gets its suggestions.
  useEffect(() => {
    if (restoreFocus && defaultValue.trim().length >= SUGGESTION_MIN_LENGTH) onInputChange(defaultValue);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { text, items, onInputChange };
}

export function SearchCombobox({
  id,
  label,
  placeholder,
  defaultValue,
  restoreFocus,
  renderSubmit,
}: SearchComboboxProps) {
  const navigate = useNavigate();
  const { text, items, onInputChange } = useSuggestions(defaultValue, restoreFocus);
  return (
    <RouterProvider navigate={(path) => navigate(path)} useHref={useHref}>
      <ComboBox
        className={s.field}
        inputValue={text}
        onInputChange={onInputChange}
        items={items}
        allowsCustomValue
        menuTrigger="input"
      >
        <Label className={visuallyHidden}>{label}</Label>
        <SearchInput id={id} placeholder={placeholder} restoreFocus={restoreFocus} suggestions={items} />
        <Submit render={renderSubmit} />
        <Popover className={s.popover} placement="bottom start" offset={4}>
          <ListBox<Suggestion> className={s.listbox}>
            {(item) => (
              // Plain text, no label/description slots: the option's name is all it shows (the
              // facts tell namesakes apart, so screen readers read them too).
              <ListBoxItem id={item.id} href={item.href} textValue={item.name} className={s.option}>
                <span className={s.optionName}>{item.name}</span>
                <span className={s.optionFacts}>{item.facts}</span>
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
    </RouterProvider>
  );
}
