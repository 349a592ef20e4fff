import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { addToast, durationFor, type Toast, type ToastKind } from "~/lib/toast";
import * as s from "./toaster.css";

interface ToastApi {
  show: (message: string, options?: { kind?: ToastKind; id?: string; duration?: number | null }) => string;
  dismiss: (id: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used within a ToastProvider");
  return api;
}

let counter = 0;

/** The toasts shown, and showing and dismissing one (each dismissed after its kind's duration). */
function useToasts(initial: { kind: ToastKind; message: string } | null | undefined) {
  const [toasts, setToasts] = useState<Toast[]>(() =>
    initial
      ? [{ id: "flash", kind: initial.kind, message: initial.message, duration: durationFor(initial.kind) }]
      : [],
  );
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: string) => {
    setToasts((list) => list.filter((t) => t.id !== id));
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
  }, []);

  const schedule = useCallback(
    (toast: Toast) => {
      if (toast.duration === null) return;
      const existing = timers.current.get(toast.id);
      if (existing) clearTimeout(existing);
      timers.current.set(
        toast.id,
        setTimeout(() => dismiss(toast.id), toast.duration),
      );
    },
    [dismiss],
  );

  const show = useCallback<ToastApi["show"]>(
    (message, options = {}) => {
      const kind = options.kind ?? "blank";
      const toast: Toast = {
        id: options.id ?? `t${++counter}`,
        kind,
        message,
        duration: durationFor(kind, options.duration),
      };
      setToasts((list) => addToast(list, toast));
      schedule(toast);
      return toast.id;
    },
    [schedule],
  );

  // The server's flash toast starts its timer once the page is interactive.
  useEffect(() => {
    const flash = toasts.find((t) => t.id === "flash");
    if (flash) schedule(flash);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { toasts, show, dismiss };
}

/**
 * Toasts, top-right. `initial` carries a server flash message so a visitor without JavaScript sees
 * it in the first response too.
 */
export function ToastProvider({
  children,
  initial,
}: {
  children: ReactNode;
  initial?: { kind: ToastKind; message: string } | null;
}) {
  const { toasts, show, dismiss } = useToasts(initial);

  // A flash set by a form post during client navigation arrives with the revalidated root data:
  // show it too (the first response's flash is already in the initial state).
  const seen = useRef(initial ?? null);
  useEffect(() => {
    if (!initial || initial === seen.current) return;
    seen.current = initial;
    show(initial.message, { kind: initial.kind, id: `flash-${++counter}` });
  }, [initial, show]);

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <section className={s.region} aria-label="Notifications">
        <ol className={s.list} aria-live="polite">
          {toasts.map((t) => (
            <li key={t.id} className={s.toast({ kind: t.kind })}>
              <span>{t.message}</span>
              <button
                type="button"
                className={s.close}
                onClick={() => dismiss(t.id)}
                aria-label="Dismiss notification"
              >
                ×
              </button>
            </li>
          ))}
        </ol>
      </section>
    </ToastContext.Provider>
  );
}
