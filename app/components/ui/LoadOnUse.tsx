import { useEffect, useRef, useState, type ComponentType, type ReactNode } from "react";
import * as s from "./load-on-use.css";

/**
 * Why: a widget library (Radix Select, react-aria's DatePicker and ComboBox) costs a phone tens of
 * kilobytes and main-thread time, while most visits never touch the filter it enhances. So the
 * server HTML holds the native control (which works without JavaScript), and the widget's code is
 * fetched only on the visitor's first sign of intent: the pointer entering the field, a touch on
 * it, or focus (keyboard users). It then replaces the native control with the same value.
 */

/** A widget module, fetched once on first ask; a failed fetch is asked again the next time. */
export { loadOnce as widgetLoader } from "~/lib/load-once";

export interface LoadOnUse<T> {
  /** The loaded widget, null until first use (and on the server). */
  widget: T | null;
  /** The native control had focus when the widget replaced it: the widget takes the focus. */
  hadFocus: boolean;
  /** Call on an intent event from the native control (or an element holding it). */
  intent: (field: Element) => void;
}

/**
 * The state behind `LoadOnUse` (also used by the site search, whose swap keeps its typed text):
 * on the first intent the module loads; once it has, the widget is returned, with whether the
 * native control inside `field` had focus at that moment.
 */
export function useLoadOnUse<T>(load: () => Promise<T>): LoadOnUse<T> {
  const [state, setState] = useState<{ widget: T | null; hadFocus: boolean }>({
    widget: null,
    hadFocus: false,
  });
  const asked = useRef(false);
  const intent = (field: Element) => {
    if (asked.current) return;
    asked.current = true;
    load().then(
      (widget) => setState({ widget, hadFocus: field.contains(document.activeElement) }),
      () => {
        asked.current = false;
      },
    );
  };
  return { ...state, intent };
}

/** What takes the focus in a widget that replaced a focused native control: its first focusable part. */
const FOCUSABLE = 'button, input:not([type="hidden"]), select, [tabindex]:not([tabindex="-1"])';

/**
 * A native control until first use, then the widget `load` resolves to, rendered by `children`.
 * The wrapper has no box of its own (`display: contents`), so the filter bar lays out its fields
 * as before; `data-widget` says "native" or "enhanced" (tests wait for the latter).
 */
export function LoadOnUse<P>({
  load,
  native,
  children,
}: {
  load: () => Promise<ComponentType<P>>;
  /** The server HTML, kept until the widget is loaded. */
  native: ReactNode;
  children: (Widget: ComponentType<P>) => ReactNode;
}) {
  const wrapper = useRef<HTMLDivElement>(null);
  const { widget: Widget, hadFocus, intent } = useLoadOnUse(load);
  useEffect(() => {
    if (Widget && hadFocus) wrapper.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [Widget, hadFocus]);
  const onIntent = () => {
    if (wrapper.current) intent(wrapper.current);
  };
  return (
    <div
      ref={wrapper}
      className={s.wrapper}
      data-widget={Widget ? "enhanced" : "native"}
      onPointerEnter={onIntent}
      onTouchStart={onIntent}
      onFocus={onIntent}
    >
      {Widget ? children(Widget) : native}
    </div>
  );
}
